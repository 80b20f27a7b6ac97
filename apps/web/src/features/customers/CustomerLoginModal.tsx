import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_MAX, PASSWORD_MAX, accountField, bindCustomerLoginInput, createCustomerLoginInput, passwordField, type CustomerLogin, type CustomerView,
} from '@parcelflow/contract';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useBindCustomerLogin, useCreateCustomerLogin, useCustomerBindableLogins } from './api.ts';

type Mode = 'create' | 'existing';
type Props = { customer: CustomerView; onClose: () => void };

/** Gives a customer its login: a new account with an initial password, or a login of the company acting for nobody yet. */
export function CustomerLoginModal({ customer, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [mode, setMode] = useState<Mode>('create');
  const create = useCreateCustomerLogin();
  const bind = useBindCustomerLogin();
  const bindable = useCustomerBindableLogins(mode === 'existing');

  const handlers = {
    onSuccess: (login: CustomerLogin) => {
      void message.success(t('customer.login.bound', { account: login.account, userNo: login.userNo }));
      onClose();
    },
    onError: (error: Error) => showFailureOnForm(form, error, t),
  };
  const submit = () => {
    const values = { ...form.getFieldsValue(), customerId: customer.id };
    if (mode === 'create') {
      const input = validateForm(form, createCustomerLoginInput, values, t);
      if (input) create.mutate(input, handlers);
    } else {
      const input = validateForm(form, bindCustomerLoginInput, values, t);
      if (input) bind.mutate(input, handlers);
    }
  };
  return (
    <Modal
      open
      title={t('customer.login.title', { name: `${customer.code} ${customer.name}` })}
      okText={t('customer.login.confirm')}
      cancelText={t('customer.form.cancel')}
      confirmLoading={create.isPending || bind.isPending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Segmented<Mode>
        block
        value={mode}
        onChange={setMode}
        options={[{ value: 'create', label: t('customer.login.modeCreate') }, { value: 'existing', label: t('customer.login.modeExisting') }]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" preserve={false} autoComplete="off">
        {mode === 'create' ? (
          <>
            <Form.Item name="account" label={t('customer.login.account')} extra={t('customer.login.accountHint')} {...zodItem(accountField, t)}>
              <Input maxLength={ACCOUNT_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item name="password" label={t('customer.login.password')} extra={t('customer.login.passwordHint')} {...zodItem(passwordField, t)}>
              <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="userId" label={t('customer.login.existing')} required>
            <Select
              loading={bindable.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={t('customer.login.noneBindable')}
              options={bindable.data?.map((login) => ({ value: login.userId, label: `${login.account} (${login.userNo}) ${login.displayName}` }))}
            />
          </Form.Item>
        )}
      </Form>
      <Alert type="info" showIcon title={t('customer.login.note')} />
    </Modal>
  );
}
