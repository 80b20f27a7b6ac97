import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BillView } from '@parcelflow/contract';
import type { FunctionGrant } from '../../app/authority.ts';
import { isPositive } from '../cash/amountText.tsx';
import { ConfirmBillButton } from './ConfirmBillButton.tsx';
import { billDetailsPathOf } from './paths.ts';

/** What the caller may do to bills: confirm (for the customer) and write off (against receipts). */
export type BillRights = { confirm: FunctionGrant; writeOff: FunctionGrant };

/** The actions column's width for the buttons the caller sees (each about 45 px in Chinese; English wraps). */
export const actionsWidth = ({ confirm, writeOff }: BillRights) => 60 + (confirm.visible ? 45 : 0) + (writeOff.visible ? 45 : 0);

/** A bill not yet agreed may be confirmed; a disputed one too, once its lines are settled with the customer. */
export const confirmable = (bill: Pick<BillView, 'confirmStatus'>) => bill.confirmStatus !== 'confirmed';

/** Only a confirmed bill with something still open in some currency is written off (60007 otherwise). */
export const writableOff = (bill: Pick<BillView, 'confirmStatus' | 'amounts'>) => bill.confirmStatus === 'confirmed' && bill.amounts.some((line) => isPositive(line.open));

type Props = { bill: BillView; rights: BillRights; onWriteOff: (bill: BillView) => void };

/** Details (the bill's lines in their own tab), confirm and write off, each shown to those holding its right. */
export function BillRowActions({ bill, rights, onWriteOff }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Flex wrap justify="center">
      <Button type="link" size="small" onClick={() => void navigate(billDetailsPathOf(bill.id))}>{t('bill.action.details')}</Button>
      {rights.confirm.visible && confirmable(bill) && <ConfirmBillButton bill={bill} usable={rights.confirm.usable} />}
      {rights.writeOff.visible && writableOff(bill) && (
        <Button type="link" size="small" disabled={!rights.writeOff.usable} onClick={() => onWriteOff(bill)}>{t('bill.writeOff.action')}</Button>
      )}
    </Flex>
  );
}
