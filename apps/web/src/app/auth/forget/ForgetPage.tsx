import { useState } from 'react';
import { Button, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthLayout } from '../AuthLayout.tsx';
import { AccountStep, CodeStep, PasswordStep, type SentCode } from './ForgetSteps.tsx';

const STEP_KEYS = ['account', 'code', 'password', 'done'] as const;

/** Forgot password: account → code sent to its phone or email → new password → done. */
export function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');

  return (
    <AuthLayout wide>
      <h2>{t('auth.forget.title')}</h2>
      <p className="pf-auth-subtitle">{t('auth.forget.subtitle')}</p>
      <Steps
        size="small"
        current={step}
        status={step === 3 ? 'finish' : 'process'}
        items={STEP_KEYS.map((key) => ({ key, title: t(`auth.forget.steps.${key}`) }))}
        style={{ marginBottom: 28 }}
      />
      <div style={{ maxWidth: 400, margin: '0 auto' }}>
        {step === 0 && <AccountStep onSent={(next) => (setSent(next), setStep(1))} />}
        {step === 1 && sent && <CodeStep sent={sent} onChecked={(next) => (setCode(next), setStep(2))} onBack={() => setStep(0)} />}
        {step === 2 && sent && <PasswordStep account={sent.account} code={code} onDone={() => setStep(3)} />}
        {step === 3 && (
          <Result
            status="success"
            title={t('auth.forget.doneTitle')}
            subTitle={t('auth.forget.doneText')}
            extra={
              <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
                {t('actions.toLogin')}
              </Button>
            }
          />
        )}
      </div>
      {step < 3 && (
        <p style={{ margin: '20px 0 0', textAlign: 'center' }}>
          <Link to="/login">{t('actions.backToLogin')}</Link>
        </p>
      )}
    </AuthLayout>
  );
}
