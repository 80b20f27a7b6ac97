import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptInviteInput } from '@parcelflow/contract';
import { showFailureOnForm, validateForm } from '../../app/forms/zodForm.ts';
import { useAcceptInvite } from './api.ts';

/** A cargo owner types the code a carrier gave it; the cooperation starts at once. */
export function AcceptInviteModal({ onAccepted, onClose }: { onAccepted: (companyNo: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const accept = useAcceptInvite();

  const submit = () => {
    const input = validateForm(form, acceptInviteInput, form.getFieldsValue(), t);
    if (!input) return;
    accept.mutate(input, { onSuccess: (answer) => onAccepted(answer.companyNo), onError: (error) => showFailureOnForm(form, error, t) });
  };
  return (
    <Modal
      open
      title={t('partner.accept.title')}
      okText={t('partner.accept.submit')}
      cancelText={t('partner.accept.cancel')}
      confirmLoading={accept.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={460}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="code" label={t('partner.accept.code')} extra={t('partner.accept.help')} required>
          <Input autoFocus autoComplete="off" maxLength={20} placeholder={t('partner.accept.placeholder')} style={{ fontFamily: 'monospace', letterSpacing: 1 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
