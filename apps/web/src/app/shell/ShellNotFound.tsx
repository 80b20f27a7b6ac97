import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME_PATH } from './tabList.ts';

/** An unknown path inside the shell: the menus and tabs stay, the content says so. */
export function ShellNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('auth.notFound.title')}
      subTitle={t('auth.notFound.text')}
      extra={
        <Button type="primary" onClick={() => void navigate(HOME_PATH)}>
          {t('actions.backHome')}
        </Button>
      }
    />
  );
}
