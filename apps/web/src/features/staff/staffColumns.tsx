import type { ReactNode } from 'react';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { ManOutlined, WomanOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { StaffRow, StaffStatus } from '@parcelflow/contract';
import { positionLabel } from '../positions/positionLabel.ts';
import { siteName } from '../sites/siteName.ts';

export const STAFF_STATUS_COLORS: Record<StaffStatus, string> = { inPost: 'green', suspended: 'orange', left: 'default' };

/** The staff table's columns; `actions` renders the last one when the caller may see the edit buttons. */
export function staffColumns(t: TFunction, language: string, actions?: (person: StaffRow) => ReactNode): TableColumnsType<StaffRow> {
  const columns: TableColumnsType<StaffRow> = [
    { title: t('staff.field.code'), dataIndex: 'code', width: 84, fixed: 'left' },
    {
      title: t('staff.field.name'), key: 'name', width: 110, ellipsis: true,
      render: (_, person) => (
        <Space size={4}>
          {person.gender === 'female'
            ? <WomanOutlined style={{ color: '#eb2f96' }} title={t('staff.gender.female')} aria-label={t('staff.gender.female')} />
            : <ManOutlined style={{ color: '#1677ff' }} title={t('staff.gender.male')} aria-label={t('staff.gender.male')} />}
          {person.name}
        </Space>
      ),
    },
    {
      title: t('staff.field.status'), dataIndex: 'status', width: 80,
      render: (status: StaffStatus) => <Tag color={STAFF_STATUS_COLORS[status]}>{t(`staff.status.${status}`)}</Tag>,
    },
    {
      title: t('staff.field.site'), key: 'site', width: 150, ellipsis: true,
      render: (_, person) => (person.siteCode ? `${person.siteCode} ${siteName({ nameCn: person.siteNameCn ?? '', nameEn: person.siteNameEn ?? '' }, language)}` : '—'),
    },
    { title: t('staff.field.department'), dataIndex: 'department', width: 96, ellipsis: true },
    { title: t('staff.field.phone'), dataIndex: 'phone', width: 120 },
    {
      title: t('staff.field.position'), key: 'position', width: 130, ellipsis: true,
      render: (_, person) => (person.positionName ? positionLabel(t, { name: person.positionName, roleKey: person.positionRoleKey }) : '—'),
    },
    { title: t('staff.field.hireDate'), dataIndex: 'hireDate', width: 104, render: (date: string | null) => date ?? '—' },
    {
      title: t('staff.field.login'), key: 'login', width: 170, ellipsis: true,
      render: (_, person) => (person.login
        ? (
          <Space size={6}>
            {person.login.account}
            <Typography.Text type="secondary">{person.login.userNo}</Typography.Text>
          </Space>
        )
        : <Typography.Text type="secondary">{t('staff.login.none')}</Typography.Text>),
    },
  ];
  if (actions) columns.push({ title: t('staff.list.actions'), key: 'actions', width: 104, align: 'center', fixed: 'right', render: (_, person) => actions(person) });
  return columns;
}
