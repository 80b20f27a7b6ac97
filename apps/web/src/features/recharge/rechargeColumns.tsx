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
    { title: t('recharge.field.rechargeNo'), dataIndex: 'rechargeNo', width: 145 },
    { title: t('recharge.field.customer'), key: 'customer', width: 130, ellipsis: true, render: (_, row) => `${row.customerCode} ${row.customerName}` },
    { title: t('recharge.field.amount'), key: 'amount', width: 120, align: 'right', render: (_, row) => `${groupedAmount(row.amount)} ${row.currency}` },
    // The reference with its day, and the status with a refusal's reason: the list, the cashier's buttons included, fits a
    // 1440 px screen without scrolling.
    {
      title: t('recharge.field.bankReference'), key: 'bankReference', width: 140, ellipsis: true,
      render: (_, row) => <>{row.bankReference}<br /><Typography.Text type="secondary">{row.transferDate}</Typography.Text></>,
    },
    {
      title: t('recharge.field.status'), key: 'status', width: 120,
      render: (_, row) => (
        <>
          <Tag color={STATUS_COLORS[row.status]}>{t(`recharge.status.${row.status}`)}</Tag>
          {row.rejectReason && <Typography.Text type="secondary" ellipsis={{ tooltip: row.rejectReason }} style={{ display: 'block', maxWidth: 104 }}>{row.rejectReason}</Typography.Text>}
        </>
      ),
    },
    { title: t('recharge.field.recorded'), key: 'recorded', width: 120, render: (_, row) => byAt(row.recordedByName, row.recordedAt) },
    { title: t('recharge.field.handled'), key: 'handled', width: 120, render: (_, row) => byAt(row.handledByName, row.handledAt) },
    {
      title: t('recharge.field.voucher'), key: 'voucher', width: 100, ellipsis: true,
      render: (_, row) => (row.voucherFileId === null ? '—' : <Typography.Link onClick={() => onVoucher({ ...row, voucherFileId: row.voucherFileId! })}>{row.voucherName ?? t('recharge.voucher.download')}</Typography.Link>),
    },
  ];
  if (actions) columns.push({ title: t('recharge.list.actions'), key: 'actions', width: 130, align: 'center', fixed: 'right', render: (_, row) => actions(row) });
  return columns;
}
