import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillConfirmStatus, BillView, BillWriteOffStatus } from '@parcelflow/contract';

/** Waiting for the customer, agreed, or lines disputed. */
const CONFIRM_COLORS = { unconfirmed: 'gold', confirmed: 'green', disputed: 'red' } as const satisfies Record<BillConfirmStatus, string>;
/** Nothing received yet, part of it, all of it. */
const WRITE_OFF_COLORS = { unwrittenOff: 'default', partial: 'blue', writtenOff: 'green' } as const satisfies Record<BillWriteOffStatus, string>;

/** The confirmation's tag; a disputed bill says how many of its lines are disputed. */
export function ConfirmStatusTag({ bill }: { bill: Pick<BillView, 'confirmStatus' | 'disputedLines'> }) {
  const { t } = useTranslation();
  const text = bill.confirmStatus === 'disputed' ? t('bill.confirmStatus.disputedLines', { lines: bill.disputedLines }) : t(`bill.confirmStatus.${bill.confirmStatus}`);
  return <Tag color={CONFIRM_COLORS[bill.confirmStatus]}>{text}</Tag>;
}

export function WriteOffStatusTag({ status }: { status: BillWriteOffStatus }) {
  const { t } = useTranslation();
  return <Tag color={WRITE_OFF_COLORS[status]}>{t(`bill.writeOffStatus.${status}`)}</Tag>;
}
