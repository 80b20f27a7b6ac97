import { App, Button, Popconfirm } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getPosPrintConfig, renewPrintAgentKeys } from '@parcelflow/contract';
import { useFunction } from '../../app/authority.ts';
import { useCommandMutation } from '../../app/command.ts';

/**
 * New print-service keys for the company, for when the secret leaked (a shared screenshot, a lost laptop). Every
 * computer's service started with the old keys is refused from then on and must be started with the new command.
 */
export function RenewKeysButton({ onRenewed }: { onRenewed: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const grant = useFunction('printTemplate.edit');
  const renew = useCommandMutation(renewPrintAgentKeys, [getPosPrintConfig]);
  if (!grant.visible) return null;
  const confirm = () => renew.mutate({}, {
    onSuccess: () => {
      void message.success(t('printAgent.renew.done'));
      onRenewed();
    },
  });
  return (
    <Popconfirm title={t('printAgent.renew.title')} description={t('printAgent.renew.description')} okText={t('printAgent.renew.ok')} cancelText={t('common.actions.cancel')} onConfirm={confirm} disabled={!grant.usable}>
      <Button size="small" icon={<KeyOutlined />} loading={renew.isPending} disabled={!grant.usable}>{t('printAgent.renew.button')}</Button>
    </Popconfirm>
  );
}
