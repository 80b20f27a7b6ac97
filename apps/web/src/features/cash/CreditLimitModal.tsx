import { App, Form, InputNumber, Modal, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { limitText, type CashAccountView } from '@parcelflow/contract';
import { showFailureOnForm, zodRules } from '../../app/forms/zodForm.ts';
import { useSetCreditLimit } from './api.ts';

type Props = { account: CashAccountView; onClose: () => void };
type Values = { limited: boolean; creditLimit?: string };

/**
 * Sets how far below 0 a billed customer's audits may take the account, or removes the limit (null: no credit
 * control). Its own modal: the shared one leaves out empty values, and a removed limit is sent as null.
 */
export function CreditLimitModal({ account, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const limited = Form.useWatch('limited', form) as boolean | undefined;
  const save = useSetCreditLimit();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const creditLimit = values.limited ? String(values.creditLimit).trim() : null;
    save.mutate({ customerId: account.customerId, currency: account.currency, creditLimit }, {
      onSuccess: () => {
        void message.success(t('cash.limit.saved'));
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open title={t('cash.limit.title', { currency: account.currency })} okText={t('actions.save')} cancelText={t('actions.cancel')}
      confirmLoading={save.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('cash.limit.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ limited: account.creditLimit !== null, creditLimit: account.creditLimit ?? undefined }}>
        <Form.Item name="limited">
          <Radio.Group options={[{ value: false, label: t('cash.limit.none') }, { value: true, label: t('cash.limit.set') }]} />
        </Form.Item>
        {limited && (
          <Form.Item name="creditLimit" label={t('cash.field.creditLimit')} required rules={zodRules(limitText, t)}>
            <InputNumber stringMode controls={false} suffix={account.currency} style={{ width: '100%' }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
