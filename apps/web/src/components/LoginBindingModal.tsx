import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Segmented, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_MAX, PASSWORD_MAX, accountField, passwordField, type BindableLogin, type CommandDeclaration } from '@parcelflow/contract';
import { useCommandMutation, useCommandQuery } from '../app/command.ts';
import { showFailureOnForm, validateForm, zodItem } from '../app/forms/zodForm.ts';

type BoundLogin = { userId: number; userNo: string; account: string };

/** The commands that give one kind of record (staff member, customer) its login, and the lists a new binding changes. */
export type LoginBindingCommands = {
  listBindable: CommandDeclaration<z.ZodType, z.ZodType<BindableLogin[]>>;
  create: CommandDeclaration<z.ZodType, z.ZodType<BoundLogin>>;
  bind: CommandDeclaration<z.ZodType, z.ZodType<BoundLogin>>;
  reload: readonly CommandDeclaration[];
};

type Mode = 'create' | 'existing';
type Props = {
  commands: LoginBindingCommands;
  /** The record as the commands' input names it, e.g. `{ staffId: 7 }`. */
  holder: Record<string, number>;
  /** The page's texts: `<texts>.login.*` and `<texts>.form.cancel`. */
  texts: 'staff' | 'customer';
  title: string;
  note: string;
  onClose: () => void;
};

/** Gives a staff member or customer a login: a new account with an initial password, or a login of the company acting for nobody yet. */
export function LoginBindingModal({ commands, holder, texts, title, note, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [mode, setMode] = useState<Mode>('create');
  const create = useCommandMutation(commands.create, commands.reload);
  const bind = useCommandMutation(commands.bind, commands.reload);
  const bindable = useCommandQuery(commands.listBindable, {}, { enabled: mode === 'existing' });

  const handlers = {
    onSuccess: (login: BoundLogin) => {
      void message.success(t(`${texts}.login.bound`, { account: login.account, userNo: login.userNo }));
      onClose();
    },
    onError: (error: Error) => showFailureOnForm(form, error, t),
  };
  const submit = () => {
    const command = mode === 'create' ? create : bind;
    const input = validateForm(form, (mode === 'create' ? commands.create : commands.bind).input, { ...form.getFieldsValue(), ...holder }, t);
    if (input) command.mutate(input, handlers);
  };
  return (
    <Modal
      open
      title={title}
      okText={t(`${texts}.login.confirm`)}
      cancelText={t(`${texts}.form.cancel`)}
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
        options={[{ value: 'create', label: t(`${texts}.login.modeCreate`) }, { value: 'existing', label: t(`${texts}.login.modeExisting`) }]}
        style={{ marginBottom: 16 }}
      />
      <Form form={form} layout="vertical" preserve={false} autoComplete="off">
        {mode === 'create' ? (
          <>
            <Form.Item name="account" label={t(`${texts}.login.account`)} extra={t(`${texts}.login.accountHint`)} {...zodItem(accountField, t)}>
              <Input maxLength={ACCOUNT_MAX} autoComplete="off" />
            </Form.Item>
            <Form.Item name="password" label={t(`${texts}.login.password`)} extra={t(`${texts}.login.passwordHint`)} {...zodItem(passwordField, t)}>
              <Input.Password maxLength={PASSWORD_MAX} autoComplete="new-password" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="userId" label={t(`${texts}.login.existing`)} required>
            <Select
              loading={bindable.isPending}
              showSearch={{ optionFilterProp: 'label' }}
              notFoundContent={t(`${texts}.login.noneBindable`)}
              options={bindable.data?.map((login) => ({ value: login.userId, label: `${login.account} (${login.userNo}) ${login.displayName}` }))}
            />
          </Form.Item>
        )}
      </Form>
      <Alert type="info" showIcon title={note} />
    </Modal>
  );
}
