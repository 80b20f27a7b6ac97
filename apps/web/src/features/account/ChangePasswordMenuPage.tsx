import { Alert, App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ChangePasswordForm } from '../../app/auth/ChangePasswordForm.tsx';
import { endSession } from '../../app/auth/endSession.ts';

/** systemManagent/changepasswordmenu: a new password ends every session, so the user signs in again. */
export function ChangePasswordMenuPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const changed = () => {
    void message.success(t('account.password.changed'));
    void navigate(endSession(), { replace: true });
  };
  return (
    <Card size="small" title={t('account.password.title')}>
      <div style={{ maxWidth: 420 }}>
        <Alert type="info" showIcon title={t('account.password.notice')} style={{ marginBottom: 16 }} />
        <ChangePasswordForm onChanged={changed} />
      </div>
    </Card>
  );
}
