import { Suspense, useState } from 'react';
import { Button, Divider, Flex, Form, Input } from 'antd';
import { BankOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  loginAccountField,
  loginPasswordField,
  userLogin,
  userLoginInput,
  type LoginChoice,
  type UserLoginInput,
} from '@parcelflow/contract';
import { runCommand } from '../command.ts';
import { showFailureOnForm, validateForm, zodRules } from '../forms/zodForm.ts';
import { LOGIN_NAMESPACES } from '../i18nNamespaces.ts';
import { lazyPage } from '../lazyPage.ts';
import { useCompleteLogin } from './useCompleteLogin.ts';

type Props = { carrier: boolean; companyNo?: string; companyName?: string };
type Values = { account?: string; password?: string };
type Pending = { input: UserLoginInput; choices: LoginChoice[] };

// Only an account holding several identities sees it, with antd's table: loaded then, not with the login page.
const ChoiceModal = lazyPage(() => import('./ChoiceModal.tsx'), 'ChoiceModal', { namespaces: LOGIN_NAMESPACES, dates: false });

/** Account and password; a carrier-side login also sends the company number of its page. */
export function LoginForm({ carrier, companyNo, companyName }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const completeLogin = useCompleteLogin();
  const [pending, setPending] = useState<Pending | null>(null);
  // Mounted from the first answer with choices on, so that closing it still animates.
  const [asked, setAsked] = useState(false);
  const login = useMutation({
    mutationFn: (input: UserLoginInput) => runCommand(userLogin, input),
    onSuccess: (output, input) => {
      if (!output.choices) {
        completeLogin(output);
        return;
      }
      setPending({ input, choices: output.choices });
      setAsked(true);
    },
    onError: (error) => showFailureOnForm(form, error, t),
  });
  const submit = (values: Values) => {
    const input = validateForm(form, userLoginInput, { ...values, companyNo }, t);
    if (!input) return;
    // Fetched alongside the login request, so that an answer with choices shows them without another wait.
    void ChoiceModal.preload();
    login.mutate(input);
  };

  return (
    <>
      <h2>{t(carrier ? 'auth.login.carrierTitle' : 'auth.login.title')}</h2>
      <p className="pf-auth-subtitle">{t(carrier ? 'auth.login.carrierSubtitle' : 'auth.login.subtitle')}</p>
      {companyNo && (
        <div className="pf-auth-company">
          <BankOutlined />
          <span>{companyName ?? t('auth.login.company')}</span>
          <strong>{companyNo}</strong>
        </div>
      )}
      <Form<Values> form={form} size="large" onFinish={submit} autoComplete="on">
        <Form.Item name="account" rules={zodRules(loginAccountField, t)}>
          <Input prefix={<UserOutlined />} placeholder={t('auth.login.accountPlaceholder')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={zodRules(loginPasswordField, t)}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('auth.login.passwordPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link to="/forget">{t('auth.login.forgot')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
      </Form>
      <Divider plain style={{ margin: '20px 0 14px', fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
        {t('auth.login.noAccount')}
      </Divider>
      <Flex gap={8}>
        <Button block onClick={() => void navigate('/registered')}>
          {t('auth.login.registerOwner')}
        </Button>
        <Button block onClick={() => void navigate('/newregister')}>
          {t('auth.login.registerCarrier')}
        </Button>
      </Flex>
      {asked && (
        <Suspense fallback={null}>
          <ChoiceModal
            choices={pending?.choices}
            loading={login.isPending}
            onCancel={() => setPending(null)}
            onChoose={(choice) => pending && login.mutate({ ...pending.input, userId: choice.userId })}
          />
        </Suspense>
      )}
    </>
  );
}
