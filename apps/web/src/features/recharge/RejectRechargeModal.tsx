import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { listRecharges, RECHARGE_LIMITS, rejectRecharge, rejectRechargeInput, type RechargeView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { groupedAmount } from '../cash/amountText.tsx';

type Props = { recharge: RechargeView; onClose: () => void };

/** Refuses a pending transfer with the reason the customer reads; nothing is credited. */
export function RejectRechargeModal({ recharge, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <CommandFormModal
      command={rejectRecharge}
      invalidates={[listRecharges]}
      title={t('recharge.reject.title', { rechargeNo: recharge.rechargeNo })}
      okText={t('recharge.reject.ok')}
      savedText={t('recharge.reject.saved')}
      inputOf={(values) => ({ ...values, id: recharge.id })}
      submitOnEnter
      onClose={onClose}
    >
      <Typography.Paragraph>
        {t('recharge.reject.help', { customer: `${recharge.customerCode} ${recharge.customerName}`, amount: groupedAmount(recharge.amount), currency: recharge.currency })}
      </Typography.Paragraph>
      <Form.Item name="reason" label={t('recharge.reject.reason')} {...zodItem(rejectRechargeInput.shape.reason, t)}>
        <Input maxLength={RECHARGE_LIMITS.reasonMax} />
      </Form.Item>
    </CommandFormModal>
  );
}
