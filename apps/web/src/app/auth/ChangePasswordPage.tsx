import { Alert, App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useProfile } from '../profile.ts';
import { reloginPath } from '../session.ts';
import { useLogout } from '../shell/useLogout.ts';
import { useSession } from '../useSession.ts';
import { AuthLayout } from './AuthLayout.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { endSession } from './endSession.ts';

/** /ChangePassword (also /changePassword, /ModifyPassword): required after a first login, reachable from the shell. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const { data: profile } = useProfile();
  const logout = useLogout();
  if (!session) return <Navigate to={reloginPath()} replace />;

  const changed = () => {
    void message.success(t('auth.changePassword.done'));
    void navigate(endSession(), { replace: true });
  };
  return (
    <AuthLayout>
      <h2>{t('auth.changePassword.title')}</h2>
      <p className="pf-auth-subtitle">{profile?.displayName ?? session.userInfo.userNo}</p>
      {profile?.mustChangePassword && (
        <Alert type="warning" showIcon title={t('auth.changePassword.mustChange')} style={{ marginBottom: 16 }} />
      )}
      <ChangePasswordForm onChanged={changed} />
      {profile && (
        <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
          {profile.mustChangePassword ? (
            <Button type="link" onClick={() => logout(false)}>
              {t('auth.changePassword.logout')}
            </Button>
          ) : (
            <Link to="/home">{t('actions.backHome')}</Link>
          )}
        </p>
      )}
    </AuthLayout>
  );
}
