import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveCustomerInput, type CustomerView } from '@parcelflow/contract';
import { showFailureOnForm, validateForm } from '../../app/forms/zodForm.ts';
import { useSaveCustomer } from './api.ts';
import { CustomerFormFields } from './CustomerFormFields.tsx';

type Props = { customer: CustomerView | null; onClose: () => void };

const NEW_CUSTOMER = { isCommon: false, enabled: true };

/** The form's values for a customer: the linked owner by its code, blank texts left out. */
function initialValuesOf(customer: CustomerView | null) {
  if (!customer) return NEW_CUSTOMER;
  const { linkedOwnerCompanyNo, country, ...rest } = customer;
  return { ...rest, linkedOwnerCompanyNo: linkedOwnerCompanyNo ?? undefined, country: country || undefined };
}

/** New customer (customer null) or a change, checked by the shared contract before it is sent. */
export function CustomerFormModal({ customer, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveCustomer();

  const submit = () => {
    const values = form.getFieldsValue();
    // A common customer belongs to the head office whatever site was picked; the server sets it.
    const input = validateForm(form, saveCustomerInput, { ...values, siteId: values.isCommon ? undefined : values.siteId, id: customer?.id }, t);
    if (!input) return;
    save.mutate(input, {
      onSuccess: () => {
        void message.success(t('customer.form.saved'));
        onClose();
      },
      onError: (error) => showFailureOnForm(form, error, t),
    });
  };
  return (
    <Modal
      open
      title={t(customer ? 'customer.form.editTitle' : 'customer.form.newTitle')}
      okText={t('customer.form.save')}
      cancelText={t('customer.form.cancel')}
      confirmLoading={save.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={820}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initialValuesOf(customer)}>
        <CustomerFormFields />
      </Form>
    </Modal>
  );
}
