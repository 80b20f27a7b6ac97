import type { ReactNode } from 'react';
import { Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DunningRuleView } from '@parcelflow/contract';
import { groupedAmount } from '../cash/amountText.tsx';
import { siteLabel } from '../sites/siteName.ts';
import { ModeTags } from './modeTags.tsx';

/** A main line and a secondary one under it, in one cell. */
export const twoLines = (main: ReactNode, secondary: ReactNode) => <>{main}<br /><Typography.Text type="secondary">{secondary}</Typography.Text></>;

/** The limits in one cell: the sites (every customer when none), and the staff also reminded under them. */
function limitsText(rule: DunningRuleView, t: TFunction, language: string): ReactNode {
  const sites = rule.sites.length ? rule.sites.map((site) => siteLabel(site, language)).join('、') : t('dunning.allCustomers');
  return rule.users.length ? twoLines(sites, `+ ${rule.users.map((user) => user.name).join('、')}`) : sites;
}

/**
 * The rules' columns. Paired values share a cell on two lines (the two dates, due days and period), so every column
 * and the pinned actions fit a 1440 px screen; the limits take what is left.
 */
export function dunningRuleColumns(t: TFunction, language: string, actions?: (rule: DunningRuleView) => ReactNode): TableColumnsType<DunningRuleView> {
  const columns: TableColumnsType<DunningRuleView> = [
    { title: t('dunning.field.name'), dataIndex: 'name', width: 140, ellipsis: true },
    { title: t('dunning.field.type'), dataIndex: 'type', width: 84, render: (type: string) => t(`dunning.type.${type}`) },
    { title: t('dunning.field.amount'), key: 'amount', width: 124, align: 'right', render: (_, rule) => `${groupedAmount(rule.amount)} ${rule.currency}` },
    {
      title: `${t('dunning.field.billingDate')} / ${t('dunning.field.expiryDate')}`, key: 'dates', width: 128,
      render: (_, rule) => twoLines(rule.billingDate, rule.expiryDate ?? t('dunning.noExpiry')),
    },
    {
      title: `${t('dunning.field.dueDays')} / ${t('dunning.field.periodDays')}`, key: 'days', width: 128,
      render: (_, rule) => twoLines(t('dunning.days', { count: rule.dueDays }), t('dunning.days', { count: rule.periodDays })),
    },
    { title: t('dunning.field.modes'), dataIndex: 'modes', width: 150, render: (modes: DunningRuleView['modes']) => <ModeTags modes={modes} /> },
    { title: `${t('dunning.field.sites')} / ${t('dunning.field.users')}`, key: 'limits', ellipsis: true, render: (_, rule) => limitsText(rule, t, language) },
    {
      title: t('dunning.field.enabled'), dataIndex: 'enabled', width: 76,
      render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'dunning.enabled' : 'dunning.disabled')}</Tag>,
    },
    {
      title: t('dunning.field.reminderCount'), key: 'reminders', width: 110, align: 'right',
      render: (_, rule) => (rule.lastReminderAt ? twoLines(rule.reminderCount, dayjs(rule.lastReminderAt).format('YYYY-MM-DD')) : rule.reminderCount),
    },
  ];
  return actions ? [...columns, { title: t('dunning.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right', render: (_, rule) => actions(rule) }] : columns;
}
