import type { ReactNode } from 'react';
import { Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { CustomerStatus, CustomerView } from '@parcelflow/contract';
import { countryLabel } from '../../components/countryLabel.ts';
import { EllipsisText } from '../../components/EllipsisText.tsx';
import { groupName } from '../customerGroups/groupName.ts';
import { siteName } from '../sites/siteName.ts';

export const CUSTOMER_STATUS_COLORS: Record<CustomerStatus, string> = { normal: 'green', stopped: 'red', suspended: 'orange' };

type Cells = { enabled: (customer: CustomerView) => ReactNode; actions?: (customer: CustomerView) => ReactNode };

const dash = (text: string | null) => text || '—';

/** The customer table's columns; the enabled cell and the actions come from the page, which knows the rights. */
export function customerColumns(t: TFunction, language: string, cells: Cells): TableColumnsType<CustomerView> {
  const columns: TableColumnsType<CustomerView> = [
    { title: t('customer.field.code'), dataIndex: 'code', width: 120, fixed: 'left' },
    { title: t('customer.field.name'), dataIndex: 'name', width: 130, ellipsis: true },
    {
      title: t('customer.field.status'), dataIndex: 'status', width: 80,
      render: (status: CustomerStatus) => <Tag color={CUSTOMER_STATUS_COLORS[status]}>{t(`customer.status.${status}`)}</Tag>,
    },
    { title: t('customer.field.enabled'), dataIndex: 'enabled', width: 70, align: 'center', render: (_, customer) => cells.enabled(customer) },
    { title: t('customer.field.settlementType'), dataIndex: 'settlementType', width: 100, render: (type: string) => t(`customer.settlementType.${type}`) },
    { title: t('customer.field.attribute'), dataIndex: 'attribute', width: 80, render: (attribute: string) => t(`customer.attribute.${attribute}`) },
    {
      title: t('customer.field.isCommon'), dataIndex: 'isCommon', width: 100, align: 'center',
      render: (common: boolean) => (common ? <Tag color="blue">{t('customer.list.common')}</Tag> : '—'),
    },
    {
      title: t('customer.field.siteId'), key: 'site', width: 200, ellipsis: true,
      render: (_, c) => (c.siteCode ? `${c.siteCode} ${siteName({ nameCn: c.siteNameCn, nameEn: c.siteNameEn }, language)}` : '—'),
    },
    {
      title: t('customer.field.groupId'), key: 'group', width: 140,
      render: (_, c) => <EllipsisText text={groupName(t, { name: c.groupName, isDefault: c.groupIsDefault })} />,
    },
    {
      title: t('customer.field.financeDeptId'), key: 'financeDept', width: 150, ellipsis: true,
      render: (_, c) => (c.financeDeptCode ? `${c.financeDeptCode} ${c.financeDeptName}` : '—'),
    },
    {
      title: t('customer.field.linkedOwnerCompanyNo'), key: 'owner', width: 170, ellipsis: true,
      render: (_, c) => (c.linkedOwnerCompanyNo ? `${c.linkedOwnerCompanyNo} ${c.linkedOwnerName}` : '—'),
    },
    { title: t('customer.field.phone'), dataIndex: 'phone', width: 130, render: dash },
    { title: t('customer.field.companyName'), dataIndex: 'companyName', width: 180, ellipsis: true, render: dash },
    {
      title: t('customer.list.region'), key: 'region', width: 170, ellipsis: true,
      render: (_, c) => [c.country && countryLabel(c.country, language), c.province, c.city].filter(Boolean).join(' / ') || '—',
    },
    { title: t('customer.field.address'), dataIndex: 'address', width: 220, ellipsis: true },
    { title: t('customer.field.quotation'), dataIndex: 'quotation', width: 130, ellipsis: true, render: dash },
    {
      title: t('customer.field.login'), key: 'login', width: 170, ellipsis: true,
      render: (_, c) => (c.login ? `${c.login.account} (${c.login.userNo})` : <Typography.Text type="secondary">{t('customer.login.none')}</Typography.Text>),
    },
  ];
  if (cells.actions) columns.push({ title: t('customer.list.actions'), key: 'actions', width: 170, align: 'center', fixed: 'right', render: (_, c) => cells.actions!(c) });
  return columns;
}
