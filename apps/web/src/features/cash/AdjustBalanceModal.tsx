import { Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { adjustBalance, adjustBalanceInput, FINANCE_LIMITS, type CashAccountView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByPosting } from './api.ts';

type Props = { account: CashAccountView; onClose: () => void };

/** A manual adjustment with its reason: a positive amount credits the account, a negative one debits it. */
export function AdjustBalanceModal({ account, onClose }: Props) {
  const { t } = useTranslation();
  const { shape } = adjustBalanceInput;
  return (
    <CommandFormModal
      command={adjustBalance}
      invalidates={reloadedByPosting}
      title={t('cash.adjust.title', { customer: `${account.customerCode} ${account.customerName}`, currency: account.currency })}
      savedText={(posted) => t('cash.adjust.saved', { balance: posted.balance, currency: account.currency })}
      inputOf={(values) => ({ ...values, customerId: account.customerId, currency: account.currency })}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('cash.adjust.help')}</Typography.Paragraph>
      {/* stringMode: the amount stays the decimal text typed, never a float. */}
      <Form.Item name="amount" label={t('cash.adjust.amount')} extra={t('cash.adjust.amountHint')} {...zodItem(shape.amount, t)}>
        <InputNumber stringMode controls={false} suffix={account.currency} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="reason" label={t('cash.adjust.reason')} {...zodItem(shape.reason, t)}>
        <Input.TextArea maxLength={FINANCE_LIMITS.reasonMax} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
      </Form.Item>
    </CommandFormModal>
  );
}
