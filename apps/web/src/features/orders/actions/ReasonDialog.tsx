import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ORDER_FIELD_MAX } from '@parcelflow/contract';
import { zodItem } from '../../../app/forms/zodForm.ts';

type Props = { title: string; count: number; pending: boolean; onSubmit: (reason: string) => Promise<void>; onClose: () => void };

const reasonSchema = z.string().trim().min(1).max(ORDER_FIELD_MAX.reason);

/**
 * Asks why (1 to 200 characters) before cancelling orders or failing their audit. Not a CommandFormModal: the action bar
 * runs the command, so its messages, the refusal naming the order and the order lists' reload match every other action.
 */
export function ReasonDialog({ title, count, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const { reason } = await form.validateFields();
    await onSubmit(reason.trim());
    onClose();
  };
  return (
    <Modal open title={title} onOk={() => submit().catch(() => undefined)} onCancel={onClose} confirmLoading={pending} destroyOnHidden okText={t('common.actions.ok')} cancelText={t('common.actions.cancel')}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="reason" label={t('orderList.actions.reason', { count })} {...zodItem(reasonSchema, t)}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} showCount maxLength={ORDER_FIELD_MAX.reason} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
