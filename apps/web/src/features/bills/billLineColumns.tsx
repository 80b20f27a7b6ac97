import { Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { BillLineView } from '@parcelflow/contract';
import { MoneyText } from './amountLines.tsx';

const orDash = (text: string | null) => text ?? '—';

/** How many columns stand before the amount (the footer's label spans them, with the selection and expand columns). */
export const LINE_COLUMNS_BEFORE_AMOUNT = 8;

/**
 * The bill lines' columns: an order and its waybill share a cell, so every column fits a 1440 px screen beside the
 * selection and expand columns. The amount is the server's text, red when a later change lowered the charge.
 */
export function billLineColumns(t: TFunction): TableColumnsType<BillLineView> {
  return [
    { title: t('bill.field.billNo'), dataIndex: 'billNo', width: 140 },
    // English "Adjustment" breaks with a hyphen rather than anywhere.
    { title: t('bill.line.kind'), dataIndex: 'kind', width: 60, onCell: () => ({ style: { hyphens: 'auto' } }), render: (kind: string) => t(`bill.lineKind.${kind}`) },
    {
      title: t('bill.line.orderWaybill'), key: 'order', width: 150,
      render: (_, line) => <>{line.orderNo}<br /><Typography.Text type="secondary">{orDash(line.waybillNo)}</Typography.Text></>,
    },
    { title: t('bill.field.customer'), dataIndex: 'customerCode', width: 80, ellipsis: true },
    { title: t('bill.line.auditedAt'), dataIndex: 'auditedAt', width: 136, render: (at: string | null) => (at ? dayjs(at).format('YYYY-MM-DD HH:mm') : '—') },
    {
      title: t('bill.line.channel'), key: 'channel', width: 96, ellipsis: true,
      render: (_, line) => (line.channelCode ? <span title={line.channelName ?? undefined}>{line.channelCode}</span> : '—'),
    },
    { title: t('bill.line.destination'), dataIndex: 'destinationCountry', width: 72, render: orDash },
    {
      // The heading breaks before its bracketed unit (计费重 / （千克）), not inside the brackets.
      title: t('bill.line.chargeableWeight'), dataIndex: 'chargeableWeight', width: 88, align: 'right', render: orDash,
      onHeaderCell: () => ({ style: { wordBreak: 'keep-all' } }),
    },
    {
      title: t('bill.field.amount'), key: 'amount', width: 120, align: 'right',
      render: (_, line) => <MoneyText amount={line.amount} currency={line.currency} />,
    },
    {
      title: t('bill.line.disputeReason'), dataIndex: 'disputeReason', width: 114, ellipsis: true,
      render: (reason: string | null) => (reason ? <Typography.Text type="danger">{reason}</Typography.Text> : '—'),
    },
  ];
}
