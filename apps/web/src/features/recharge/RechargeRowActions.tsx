import { App, Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RechargeView } from '@parcelflow/contract';
import { groupedAmount } from '../cash/amountText.tsx';
import { useConfirmRecharge } from './api.ts';

type Props = { recharge: RechargeView; usable: boolean; onReject: (recharge: RechargeView) => void };

/** The cashier's confirm and reject of a pending transfer; a refusal (60003: handled meanwhile) shows its hint. */
export function RechargeRowActions({ recharge, usable, onReject }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const confirm = useConfirmRecharge();
  if (recharge.status !== 'pending') return null;
  const onConfirm = () => confirm.mutate({ id: recharge.id }, {
    onSuccess: (done) => void message.success(t('recharge.confirm.saved', { balance: groupedAmount(done.balance), currency: recharge.currency })),
  });
  return (
    <Space size={4}>
      <Popconfirm
        title={t('recharge.confirm.title')} okText={t('recharge.confirm.ok')} cancelText={t('actions.cancel')} disabled={!usable} onConfirm={onConfirm}
        description={t('recharge.confirm.help', { amount: groupedAmount(recharge.amount), currency: recharge.currency, customer: `${recharge.customerCode} ${recharge.customerName}` })}
      >
        <Button type="link" size="small" disabled={!usable} loading={confirm.isPending}>{t('recharge.confirm.action')}</Button>
      </Popconfirm>
      <Button type="link" size="small" danger disabled={!usable} onClick={() => onReject(recharge)}>{t('recharge.reject.action')}</Button>
    </Space>
  );
}
