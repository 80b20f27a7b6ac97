import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { auditPassInput } from '@parcelflow/contract';
import { showFailureOnForm, zodItem } from '../../../app/forms/zodForm.ts';

type Props = { orderNo: string; pending: boolean; onSubmit: (waybillNo?: string) => Promise<void>; onClose: () => void };

/**
 * Passes one order's audit with a typed waybill number, or one drawn from the channel's number segment when blank. Not a
 * CommandFormModal, for the reason ReasonDialog gives.
 */
export function AuditPassDialog({ orderNo, pending, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ waybillNo?: string }>();
  const submit = async () => {
    const { waybillNo } = await form.validateFields();
    try {
      await onSubmit(waybillNo?.trim() || undefined);
      onClose();
    } catch (error) {
      // A number another order holds (10003 {field: 'waybillNo'}) is marked under the field; the hint has shown the rest.
      showFailureOnForm(form, error, t);
    }
  };
  return (
    <Modal
      open
      title={t('orderList.actions.auditPassTitle', { orderNo })}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={pending}
      destroyOnHidden
      okText={t('order.action.auditPass')}
      cancelText={t('common.actions.cancel')}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="waybillNo" label={t('order.field.waybillNo')} extra={t('orderList.actions.waybillNoHint')} {...zodItem(auditPassInput.shape.waybillNo, t)}>
          <Input allowClear autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
