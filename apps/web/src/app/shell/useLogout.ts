import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '@parcelflow/contract';
import { endSession } from '../auth/endSession.ts';
import { runCommand } from '../command.ts';

/** Logs out after a confirmation: the server revokes the session, then everything local is forgotten. */
export function useLogout(): (confirm?: boolean) => void {
  const { modal } = App.useApp();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logOut = async () => {
    await runCommand(logout, {}, { silent: true }).catch(() => undefined);
    void navigate(endSession(), { replace: true });
  };
  return (confirm = true) => {
    if (!confirm) return void logOut();
    void modal.confirm({ title: t('shell.logout.title'), content: t('shell.logout.content'), okText: t('shell.logout.ok'), onOk: logOut });
  };
}
