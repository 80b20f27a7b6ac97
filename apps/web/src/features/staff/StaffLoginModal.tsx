import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_MAX, PASSWORD_MAX, accountField, bindStaffLoginInput, createStaffLoginInput, passwordField, type StaffLogin, type StaffRow } from '@parcelflow/contract';
import { showFailureOnForm, validateForm, zodItem } from '../../app/forms/zodForm.ts';
import { useBindStaffLogin, useBindableLogins, useCreateStaffLogin } from './api.ts';

type Mode = 'create' | 'existing';
type Props = { person: StaffRow; onClose: () => void };

/** Gives a staff member a login: a new account with an initial password, or a login of the company acting for nobody yet. */
export function StaffLoginModal({ person, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [mode, setMode] = useState<Mode>('create');
  const create = useCreateStaffLogin();
  const bind = useBindStaffLogin();
  const bindable = useBindableLogins(mode === 'existing');
  const pending = create.isPending || bind.isPending;

  const handlers = {
    onSuccess: (login: StaffLogin) => {
      void message.success(t('staff.login.bound', { account: login.account, userNo: login.userNo }));
      onClose();
    },
    onError: (error: Error) => showFailureOnForm(form, error, t),
  };
  const submit = () => {
    const values = { ...form.getFieldsValue(), staffId: person.id };
    if (mode === 'create') {
      const input = validateForm(form, createStaffLoginInput, values, t);
      if (input) create.mutate(input, handlers);
    } else {
      const input = validateForm(form, bindStaffLoginInput, values, t);
      if (input) bind.mutate(input, handlers);
    }
  };
  return (
    <Modal
      open
      title={t('staff.login.title', { name: person.name })}
      okText={t('staff.login.confirm')}
      cancelText={t('staff.form.cancel')}
      confirmLoading={pending}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Segmented<Mode>
        block
        value={mode}
        onChange={setMode}
        options={[{ value: 'create', label: t('staff.login.modeCreate') }, { value: 'existing', label: t('staff.login.modeExisting') }]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" preserve={false} autoComplete="off">
        {mode === 'create' ? (
          <>
            <Form.Item name="account" label={t('staff.login.account')} extra={t('staff.login.accountHint')} {...zodItem(accountField, t)}>
              <Input maxLength={ACCOUNT_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item name="password" label={t('staff.login.password')} extra={t('staff.login.passwordHint')} {...zodItem(passwordField, t)}>
              <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="userId" label={t('staff.login.existing')} required>
            <Select
              loading={bindable.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={t('staff.login.noneBindable')}
              options={bindable.data?.map((login) => ({ value: login.userId, label: `${login.account} (${login.userNo}) ${login.displayName}` }))}
            />
          </Form.Item>
        )}
      </Form>
      <Alert type="info" showIcon title={t('staff.login.positionNote')} />
    </Modal>
  );
}
