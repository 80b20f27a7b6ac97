import { Button, Form, Input } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changePassword, changePasswordInput, passwordField, type CommandInput } from '@parcelflow/contract';
import { runCommand } from '../command.ts';
import { sameAsRule, showFailureOnForm, validateForm, zodItem } from '../forms/zodForm.ts';

type Values = Record<'oldPassword' | 'newPassword' | 'confirmPassword', string | undefined>;
type Props = { onChanged: () => void };

/**
 * Old password, new password twice (uc/changePassword). The server revokes every session on success,
 * so onChanged should send the user to the login page. Also usable inside a shell page.
 */
export function ChangePasswordForm({ onChanged }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const change = useMutation({
    mutationFn: (input: CommandInput<typeof changePassword>) => runCommand(changePassword, input),
    onSuccess: onChanged,
    onError: (error) => showFailureOnForm(form, error, t),
  });
  const submit = (values: Values) => {
    const input = validateForm(form, changePasswordInput, values, t);
    if (input) change.mutate(input);
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={submit}>
      <Form.Item name="oldPassword" label={t('field.oldPassword')} {...zodItem(changePasswordInput.shape.oldPassword, t)}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPassword" label={t('field.newPassword')} {...zodItem(passwordField, t)} extra={t('auth.rules.newPassword')}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('field.confirmPassword')} required dependencies={['newPassword']} rules={[sameAsRule('newPassword', t)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={change.isPending}>
        {t('auth.changePassword.submit')}
      </Button>
    </Form>
  );
}
