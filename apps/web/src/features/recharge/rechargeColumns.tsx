import type { ReactNode } from 'react';
import { Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { RechargeStatus, RechargeView } from '@parcelflow/contract';
import { groupedAmount } from '../cash/amountText.tsx';

/** Each status's tag colour: waiting for the cashier, credited, refused. */
export const STATUS_COLORS = { pending: 'gold', confirmed: 'green', rejected: 'red' } as const satisfies Record<RechargeStatus, string>;

type Options = {
  onVoucher: (recharge: RechargeView & { voucherFileId: number }) => void;
  /** Renders the last column when the caller may see the cashier's buttons. */
  actions?: (recharge: RechargeView) => ReactNode;
};

const at = (time: string | null) => (time ? dayjs(time).format('YYYY-MM-DD HH:mm') : '—');
/** Who and when, on two lines. */
const byAt = (name: string | null, time: string | null) => (time ? <>{name ?? '—'}<br /><Typography.Text type="secondary">{at(time)}</Typography.Text></> : '—');

/** The recharge list's columns: the amount is the server's exact text. */
export function rechargeColumns(t: TFunction, { onVoucher, actions }: Options): TableColumnsType<RechargeView> {
  const columns: TableColumnsType<RechargeView> = [
    { title: t('recharge.field.rechargeNo'), dataIndex: 'rechargeNo', width: 160 },
    { title: t('recharge.field.customer'), key: 'customer', width: 180, ellipsis: true, render: (_, row) => `${row.customerCode} ${row.customerName}` },
    { title: t('recharge.field.amount'), key: 'amount', width: 150, align: 'right', render: (_, row) => `${groupedAmount(row.amount)} ${row.currency}` },
    { title: t('recharge.field.bankReference'), dataIndex: 'bankReference', width: 150, ellipsis: true },
    { title: t('recharge.field.transferDate'), dataIndex: 'transferDate', width: 110 },
    { title: t('recharge.field.status'), dataIndex: 'status', width: 90, render: (status: RechargeStatus) => <Tag color={STATUS_COLORS[status]}>{t(`recharge.status.${status}`)}</Tag> },
    { title: t('recharge.field.recorded'), key: 'recorded', width: 140, render: (_, row) => byAt(row.recordedByName, row.recordedAt) },
    { title: t('recharge.field.handled'), key: 'handled', width: 140, render: (_, row) => byAt(row.handledByName, row.handledAt) },
    { title: t('recharge.field.rejectReason'), dataIndex: 'rejectReason', width: 160, ellipsis: true, render: (reason: string | null) => reason ?? '—' },
    {
      title: t('recharge.field.voucher'), key: 'voucher', width: 120, ellipsis: true,
      render: (_, row) => (row.voucherFileId === null ? '—' : <Typography.Link onClick={() => onVoucher({ ...row, voucherFileId: row.voucherFileId! })}>{row.voucherName ?? t('recharge.voucher.download')}</Typography.Link>),
    },
  ];
  if (actions) columns.push({ title: t('recharge.list.actions'), key: 'actions', width: 130, align: 'center', fixed: 'right', render: (_, row) => actions(row) });
  return columns;
}
