import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_GROUP_LIMITS, customerGroupNameField, saveCustomerGroupInput, type CustomerGroupView } from '@parcelflow/contract';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useSaveCustomerGroup } from './api.ts';

type Props = { group: CustomerGroupView | null; onClose: () => void };

/** New group (group null) or a rename; names are unique (10096) and the number of groups is limited (10097). */
export function GroupFormModal({ group, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveCustomerGroup();
  const submit = () => {
    const input = validateForm(form, saveCustomerGroupInput, { ...form.getFieldsValue(), id: group?.id }, t);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        void message.success(t('customerGroup.form.saved'));
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open
      title={t(group ? 'customerGroup.form.editTitle' : 'customerGroup.form.newTitle')}
      okText={t('customerGroup.form.save')}
      cancelText={t('customerGroup.form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={420}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={group ?? {}} onFinish={submit}>
        <Form.Item name="name" label={t('customerGroup.field.name')} extra={t('customerGroup.form.limitHint', { max: CUSTOMER_GROUP_LIMITS.groupsMax })} {...zodItem(customerGroupNameField, t)}>
          <Input maxLength={CUSTOMER_GROUP_LIMITS.nameMax} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
