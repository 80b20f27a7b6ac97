import { Suspense, useRef, useState, type FormEvent } from 'react';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoginChoice, UserLoginInput, UserLoginOutput } from '@parcelflow/contract';
import { loadBackOffice } from '../backOfficeLoader.ts';
import { callCommand, CommandFailure } from '../envelope.ts';
import { describeFailure } from '../failures/planFailure.ts';
import { translateReason } from '../forms/fieldProblems.ts';
import { LOGIN_NAMESPACES } from '../i18nNamespaces.ts';
import { lazyPage } from '../lazyPage.ts';
import { Button } from '../plain/Button.tsx';
import { Icon } from '../plain/Icon.tsx';
import type { LoginErrors, LoginField, LoginValues } from './checkLogin.ts';
import { LoginInput } from './LoginInput.tsx';
import { useCompleteLogin } from './useCompleteLogin.ts';

type Props = { carrier: boolean; companyNo?: string; companyName?: string };
type Pending = { input: UserLoginInput; choices: LoginChoice[] };

// Only an account holding several identities sees it, with antd's table: loaded then, not with the login page.
const ChoiceModal = lazyPage(() => import('./ChoiceModal.tsx'), 'ChoiceModal', { namespaces: LOGIN_NAMESPACES, dates: false });
// The contract's rules need zod, which the page does not need to show: they load once the user starts typing.
const loadCheck = () => import('./checkLogin.ts');

/**
 * Account and password; a carrier-side login also sends the company number of its page. Plain React, so the login
 * page loads without antd, TanStack Query or zod; each field is checked as it changes and on submit, as antd's form did.
 */
export function LoginForm({ carrier, companyNo, companyName }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const completeLogin = useCompleteLogin();
  const [values, setValues] = useState<LoginValues>({ account: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // A refusal that names no field (a wrong password, an account that left), said above the fields.
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  // Mounted from the first answer with choices on, so that closing it still animates.
  const [asked, setAsked] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const change = async (field: LoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    const error = (await loadCheck()).checkLoginField(field, value, t);
    setErrors((current) => ({ ...current, [field]: error }));
  };
  const showFailure = (error: unknown) => {
    const field = error instanceof CommandFailure ? error.params.field : undefined;
    if (error instanceof CommandFailure && (field === 'account' || field === 'password')) {
      setErrors((current) => ({ ...current, [field]: error.code === 400 ? translateReason(t, error.params) : t(`hint.${error.code}`, { ...error.params, defaultValue: error.message }) }));
    } else {
      setFailure(error instanceof CommandFailure ? describeFailure(error, t) : String(error));
    }
  };
  const login = async (input: UserLoginInput) => {
    setBusy(true);
    setFailure(null);
    try {
      const output = await callCommand<UserLoginOutput>('uc', 'userLogin', input);
      // Signed in, the button stays busy until the shell replaces the page.
      if (!output.choices) {
        completeLogin(output);
        return;
      }
      setPending({ input, choices: output.choices });
      setAsked(true);
      setBusy(false);
    } catch (error) {
      showFailure(error);
      setBusy(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Fetched alongside the login request, so that an answer with choices, or the shell, shows without another wait.
    void ChoiceModal.preload();
    void loadBackOffice().catch(() => undefined);
    const checked = (await loadCheck()).checkLogin({ ...values, companyNo }, t);
    if ('errors' in checked) {
      setErrors(checked.errors);
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    await login(checked.input);
  };

  return (
    <>
      <h2>{t(carrier ? 'auth.login.carrierTitle' : 'auth.login.title')}</h2>
      <p className="pf-auth-subtitle">{t(carrier ? 'auth.login.carrierSubtitle' : 'auth.login.subtitle')}</p>
      {companyNo && (
        <div className="pf-auth-company">
          <Icon definition={BankOutlined} />
          <span>{companyName ?? t('auth.login.company')}</span>
          <strong>{companyNo}</strong>
        </div>
      )}
      {failure && (
        <div className="pf-alert-error" role="alert">
          {failure}
        </div>
      )}
      <form ref={form} onSubmit={(event) => void submit(event)} onFocus={() => void loadCheck()} autoComplete="on" noValidate>
        <LoginInput
          id="account"
          name="account"
          label={t('auth.login.accountPlaceholder')}
          icon={UserOutlined}
          value={values.account}
          error={errors.account}
          onChange={(value) => void change('account', value)}
          autoComplete="username"
        />
        <LoginInput
          id="password"
          name="password"
          label={t('auth.login.passwordPlaceholder')}
          icon={LockOutlined}
          value={values.password}
          error={errors.password}
          onChange={(value) => void change('password', value)}
          autoComplete="current-password"
          secret
        />
        <div className="pf-auth-forgot">
          <Link to="/forget">{t('auth.login.forgot')}</Link>
        </div>
        <Button type="submit" variant="primary" large block loading={busy}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <div className="pf-divider">
        <span>{t('auth.login.noAccount')}</span>
      </div>
      <div className="pf-auth-register">
        <Button block onClick={() => void navigate('/registered')}>
          {t('auth.login.registerOwner')}
        </Button>
        <Button block onClick={() => void navigate('/newregister')}>
          {t('auth.login.registerCarrier')}
        </Button>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <ChoiceModal
            choices={pending?.choices}
            loading={busy}
            onCancel={() => setPending(null)}
            onChoose={(choice) => pending && void login({ ...pending.input, userId: choice.userId })}
          />
        </Suspense>
      )}
    </>
  );
}
