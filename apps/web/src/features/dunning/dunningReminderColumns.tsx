import { Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DunningReminderView } from '@parcelflow/contract';
import { groupedAmount } from '../cash/amountText.tsx';
import { pairTitle, twoLines } from '../../components/cellLines.tsx';
import { ModeTags } from './modeTags.tsx';

/**
 * The reminders sent, newest first. The time sent and the reminder's number, the bill and its date, the customer's
 * code and name share a cell on two lines each, so every column fits a 1440 px screen with a 17 px scrollbar (1,106 px
 * of table). A long rule or customer name ends in an ellipsis and shows whole on hover.
 */
export function dunningReminderColumns(t: TFunction): TableColumnsType<DunningReminderView> {
  return [
    {
      title: pairTitle(t('dunning.sent.sentAt'), t('dunning.sent.slot')), key: 'sentAt', width: 132,
      render: (_, row) => twoLines(dayjs(row.sentAt).format('YYYY-MM-DD HH:mm'), t('dunning.sent.slotValue', { number: row.slot + 1 })),
    },
    {
      title: t('dunning.sent.rule'), key: 'rule', width: 150, ellipsis: true,
      onCell: (row) => ({ title: row.ruleId === null ? t('dunning.sent.deletedRule', { name: row.ruleName }) : row.ruleName }),
      render: (_, row) => (row.ruleId === null ? <Typography.Text type="secondary">{t('dunning.sent.deletedRule', { name: row.ruleName })}</Typography.Text> : row.ruleName),
    },
    { title: pairTitle(t('dunning.sent.billNo'), t('dunning.sent.billDate')), key: 'bill', width: 140, render: (_, row) => twoLines(row.billNo, row.billDate) },
    {
      title: t('dunning.sent.customer'), key: 'customer', width: 140, ellipsis: true,
      onCell: (row) => ({ title: `${row.customerCode} ${row.customerName}` }),
      render: (_, row) => twoLines(row.customerCode, row.customerName),
    },
    { title: t('dunning.sent.dueDate'), dataIndex: 'dueDate', width: 100 },
    {
      title: t('dunning.sent.openAmount'), key: 'openAmount', width: 124, align: 'right',
      render: (_, row) => `${groupedAmount(row.openAmount)} ${row.currency}`,
    },
    { title: t('dunning.sent.modes'), dataIndex: 'modes', width: 150, render: (modes: DunningReminderView['modes']) => <ModeTags modes={modes} /> },
    { title: t('dunning.sent.read'), key: 'read', width: 80, align: 'right', render: (_, row) => `${row.readCount} / ${row.recipientCount}` },
    { title: t('dunning.sent.notices'), dataIndex: 'noticeCount', width: 90, align: 'right' },
  ];
}
