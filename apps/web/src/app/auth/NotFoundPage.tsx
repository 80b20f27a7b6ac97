import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../useSession.ts';

/** /404 and every unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <Result
      status="404"
      title={t('auth.notFound.title')}
      subTitle={t('auth.notFound.text')}
      style={{ paddingTop: '12vh' }}
      extra={
        <Button type="primary" onClick={() => void navigate(session ? '/home' : '/login', { replace: true })}>
          {t(session ? 'actions.backHome' : 'actions.backToLogin')}
        </Button>
      }
    />
  );
}
