import { Alert, Button, Flex, Form, Input, Space } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  checkResetCode,
  checkResetCodeInput,
  loginAccountField,
  passwordField,
  resetPassword,
  resetPasswordInput,
  sendResetCode,
  sendResetCodeInput,
  verificationCodeField,
  type CommandInput,
  type SendResetCodeOutput,
} from '@parcelflow/contract';
import { runCommand } from '../../command.ts';
import { sameAsRule, showFailureOnForm, validateForm, zodItem } from '../../forms/zodForm.ts';
import { SendCodeButton } from '../SendCodeButton.tsx';

export type SentCode = SendResetCodeOutput & { account: string };
type Values = Record<string, string | undefined>;

const requestResetCode = (account: string) => runCommand(sendResetCode, { account });

export function AccountStep({ onSent }: { onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const send = useMutation({
    mutationFn: ({ account }: { account: string }) => requestResetCode(account).then((answer) => ({ ...answer, account })),
    onSuccess: onSent,
    onError: (error) => showFailureOnForm(form, error, t),
  });
  const submit = (values: Values) => {
    const input = validateForm(form, sendResetCodeInput, values, t);
    if (input) send.mutate(input);
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="account" label={t('field.account')} {...zodItem(loginAccountField, t)} extra={t('auth.forget.accountHelp')}>
        <Input autoComplete="username" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={send.isPending}>
        {t('auth.forget.sendCode')}
      </Button>
    </Form>
  );
}

type CodeProps = { sent: SentCode; onChecked: (code: string) => void; onBack: () => void };

export function CodeStep({ sent, onChecked, onBack }: CodeProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const check = useMutation({
    mutationFn: (input: CommandInput<typeof checkResetCode>) => runCommand(checkResetCode, input),
    onSuccess: (_answer, input) => onChecked(input.code),
    onError: (error) => showFailureOnForm(form, error, t),
  });
  const submit = (values: Values) => {
    const input = validateForm(form, checkResetCodeInput, { ...values, account: sent.account }, t);
    if (input) check.mutate(input);
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit}>
      <Alert type="info" showIcon title={t('auth.forget.codeSent', { target: sent.maskedTarget })} style={{ marginBottom: 16 }} />
      <Form.Item label={t('field.code')} htmlFor="code" required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={zodItem(verificationCodeField, t).rules}>
            <Input maxLength={6} inputMode="numeric" autoFocus />
          </Form.Item>
          <SendCodeButton waitFirst={sent.resendAfterSeconds} onSend={() => requestResetCode(sent.account).then((a) => a.resendAfterSeconds)} />
        </Space.Compact>
      </Form.Item>
      <Flex gap={8}>
        <Button onClick={onBack}>{t('actions.previous')}</Button>
        <Button type="primary" htmlType="submit" block loading={check.isPending}>
          {t('actions.next')}
        </Button>
      </Flex>
    </Form>
  );
}

type PasswordProps = { account: string; code: string; onDone: () => void };

export function PasswordStep({ account, code, onDone }: PasswordProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const reset = useMutation({
    mutationFn: (input: CommandInput<typeof resetPassword>) => runCommand(resetPassword, input),
    onSuccess: onDone,
    onError: (error) => showFailureOnForm(form, error, t),
  });
  const submit = (values: Values) => {
    const input = validateForm(form, resetPasswordInput, { ...values, account, code }, t);
    if (input) reset.mutate(input);
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="newPassword" label={t('field.newPassword')} {...zodItem(passwordField, t)} extra={t('auth.rules.password')}>
        <Input.Password autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('field.confirmPassword')} required dependencies={['newPassword']} rules={[sameAsRule('newPassword', t)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={reset.isPending}>
        {t('auth.forget.submit')}
      </Button>
    </Form>
  );
}
