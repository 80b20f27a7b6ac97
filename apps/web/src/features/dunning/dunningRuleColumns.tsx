import type { ReactNode } from 'react';
import { Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DunningRuleView } from '@parcelflow/contract';
import { groupedAmount } from '../cash/amountText.tsx';
import { siteLabel } from '../sites/siteName.ts';
import { pairTitle, twoLines } from '../../components/cellLines.tsx';
import { ModeTags } from './modeTags.tsx';

/** The limits in one cell: the sites (every customer when none), and the staff also reminded under them. */
function limitsOf(rule: DunningRuleView, t: TFunction, language: string) {
  const sites = rule.sites.length ? rule.sites.map((site) => siteLabel(site, language)).join('、') : t('dunning.allCustomers');
  const users = rule.users.length ? `+ ${rule.users.map((user) => user.name).join('、')}` : null;
  return { sites, users };
}

/**
 * The rules' columns. Paired values share a cell on two lines (the two dates, due days and period, sites and staff),
 * so every column and the pinned actions fit a 1440 px screen with a 17 px scrollbar (1,130 px of table). A long name
 * or list of sites ends in an ellipsis and shows whole on hover.
 */
export function dunningRuleColumns(t: TFunction, language: string, actions?: (rule: DunningRuleView) => ReactNode): TableColumnsType<DunningRuleView> {
  const columns: TableColumnsType<DunningRuleView> = [
    { title: t('dunning.field.name'), dataIndex: 'name', width: 160, ellipsis: true },
    { title: t('dunning.field.type'), dataIndex: 'type', width: 84, render: (type: string) => t(`dunning.type.${type}`) },
    { title: t('dunning.field.amount'), key: 'amount', width: 112, align: 'right', render: (_, rule) => `${groupedAmount(rule.amount)} ${rule.currency}` },
    {
      title: pairTitle(t('dunning.field.billingDate'), t('dunning.field.expiryDate')), key: 'dates', width: 96,
      render: (_, rule) => twoLines(rule.billingDate, rule.expiryDate ?? t('dunning.noExpiry')),
    },
    {
      title: pairTitle(t('dunning.field.dueDays'), t('dunning.field.periodDays')), key: 'days', width: 144,
      render: (_, rule) => twoLines(t('dunning.days', { count: rule.dueDays }), t('dunning.days', { count: rule.periodDays })),
    },
    { title: t('dunning.field.modes'), dataIndex: 'modes', width: 120, render: (modes: DunningRuleView['modes']) => <ModeTags modes={modes} /> },
    {
      title: pairTitle(t('dunning.field.sites'), t('dunning.field.users')), key: 'limits', width: 160, ellipsis: true,
      onCell: (rule) => {
        const { sites, users } = limitsOf(rule, t, language);
        return { title: users ? `${sites}\n${users}` : sites };
      },
      render: (_, rule) => {
        const { sites, users } = limitsOf(rule, t, language);
        return users ? twoLines(sites, users) : sites;
      },
    },
    {
      title: t('dunning.field.enabled'), dataIndex: 'enabled', width: 76,
      render: (enabled: boolean) => <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'dunning.enabled' : 'dunning.disabled')}</Tag>,
    },
    {
      title: t('dunning.field.reminderCount'), key: 'reminders', width: 88, align: 'right',
      render: (_, rule) => (rule.lastReminderAt ? twoLines(rule.reminderCount, dayjs(rule.lastReminderAt).format('YYYY-MM-DD')) : rule.reminderCount),
    },
  ];
  return actions ? [...columns, { title: t('dunning.list.actions'), key: 'actions', width: 90, align: 'center', fixed: 'right', render: (_, rule) => actions(rule) }] : columns;
}
