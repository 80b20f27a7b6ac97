import { useState } from 'react';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { RegistrationKind, UserRegisterOutput } from '@parcelflow/contract';
import { AuthLayout } from '../AuthLayout.tsx';
import { RegisterForm } from './RegisterForm.tsx';

type Props = { defaultKind: RegistrationKind };

/** /registered (cargo owner first) and /newregister (carrier first): one page, either kind. */
export function RegisterPage({ defaultKind }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [done, setDone] = useState<UserRegisterOutput | null>(null);
  const loginPath = done?.kind === 'carrier' ? `/TMSlogin?companyNo=${encodeURIComponent(done.companyNo)}` : '/login';

  return (
    <AuthLayout wide>
      {done ? (
        <Result
          status="success"
          title={t('auth.register.doneTitle')}
          subTitle={t('auth.register.doneText', { userNo: done.userNo, companyNo: done.companyNo })}
          extra={
            <Button type="primary" onClick={() => void navigate(loginPath)}>
              {t('auth.register.goLogin')}
            </Button>
          }
        />
      ) : (
        <RegisterForm key={defaultKind} defaultKind={defaultKind} onDone={setDone} />
      )}
    </AuthLayout>
  );
}
