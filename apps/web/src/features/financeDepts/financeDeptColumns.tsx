import type { ReactNode } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { FinanceDeptView } from '@parcelflow/contract';

/** The department list's columns; the actions column only for those who see the edit function. */
export function financeDeptColumns(t: TFunction, actions?: (dept: FinanceDeptView) => ReactNode): TableColumnsType<FinanceDeptView> {
  const columns: TableColumnsType<FinanceDeptView> = [
    { title: t('financeDept.field.code'), dataIndex: 'code', width: 110 },
    { title: t('financeDept.field.name'), dataIndex: 'name', width: 160 },
    { title: t('financeDept.field.personInCharge'), dataIndex: 'personInChargeName', width: 120 },
    { title: t('financeDept.field.phone'), dataIndex: 'phone', width: 140 },
    { title: t('financeDept.field.customerCount'), dataIndex: 'customerCount', width: 110, align: 'right' },
    { title: t('financeDept.field.siteCount'), dataIndex: 'siteCount', width: 100, align: 'right' },
    {
      title: t('financeDept.field.enabled'), dataIndex: 'enabled', width: 90,
      render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'financeDept.enabled' : 'financeDept.disabled')}</Tag>,
    },
    { title: t('financeDept.field.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('financeDept.field.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm:ss') },
  ];
  return actions ? [...columns, { title: t('financeDept.list.actions'), key: 'actions', width: 150, align: 'center', fixed: 'right', render: (_, dept) => actions(dept) }] : columns;
}
