import { Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DunningReminderView } from '@parcelflow/contract';
import { groupedAmount } from '../cash/amountText.tsx';
import { twoLines } from './dunningRuleColumns.tsx';
import { ModeTags } from './modeTags.tsx';

/** The reminders sent, newest first; bill and customer on two lines each so the columns fit a 1440 px screen. */
export function dunningReminderColumns(t: TFunction): TableColumnsType<DunningReminderView> {
  return [
    { title: t('dunning.sent.sentAt'), dataIndex: 'sentAt', width: 150, render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm') },
    {
      title: t('dunning.sent.rule'), key: 'rule', width: 130, ellipsis: true,
      render: (_, row) => (row.ruleId === null ? <Typography.Text type="secondary">{t('dunning.sent.deletedRule', { name: row.ruleName })}</Typography.Text> : row.ruleName),
    },
    { title: `${t('dunning.sent.billNo')} / ${t('dunning.sent.billDate')}`, key: 'bill', width: 170, render: (_, row) => twoLines(row.billNo, row.billDate) },
    { title: t('dunning.sent.customer'), key: 'customer', width: 140, ellipsis: true, render: (_, row) => twoLines(row.customerCode, row.customerName) },
    { title: t('dunning.sent.dueDate'), dataIndex: 'dueDate', width: 104 },
    { title: t('dunning.sent.slot'), dataIndex: 'slot', width: 84, render: (slot: number) => t('dunning.sent.slotValue', { number: slot + 1 }) },
    {
      title: t('dunning.sent.openAmount'), key: 'openAmount', width: 130, align: 'right',
      render: (_, row) => `${groupedAmount(row.openAmount)} ${row.currency}`,
    },
    { title: t('dunning.sent.modes'), dataIndex: 'modes', width: 150, render: (modes: DunningReminderView['modes']) => <ModeTags modes={modes} /> },
    { title: t('dunning.sent.read'), key: 'read', width: 84, align: 'right', render: (_, row) => `${row.readCount} / ${row.recipientCount}` },
    { title: t('dunning.sent.notices'), dataIndex: 'noticeCount', align: 'right' },
  ];
}
