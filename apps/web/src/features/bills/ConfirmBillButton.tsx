import { App, Button, Popconfirm, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BillView } from '@parcelflow/contract';
import { useConfirmBill } from './api.ts';

type Props = { bill: Pick<BillView, 'id' | 'billNo'>; usable: boolean; type?: ButtonProps['type'] };

/** Agrees a bill for the customer, after a confirmation; a bill confirmed meanwhile is refused (60005, its hint shown). */
export function ConfirmBillButton({ bill, usable, type = 'link' }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmBill();
  const onConfirm = () => confirm.mutate({ billId: bill.id }, { onSuccess: () => void message.success(t('bill.confirm.saved', { billNo: bill.billNo })) });
  return (
    <Popconfirm
      title={t('bill.confirm.title', { billNo: bill.billNo })} description={t('bill.confirm.help')} okText={t('bill.confirm.ok')} cancelText={t('actions.cancel')}
      disabled={!usable} onConfirm={onConfirm}
    >
      <Button type={type} size="small" disabled={!usable} loading={confirm.isPending}>{t('bill.confirm.action')}</Button>
    </Popconfirm>
  );
}
