import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeployedBuildId } from './versionCheck.ts';

/** Offers to reload once per newly deployed build; declining keeps working on the loaded one. */
export function VersionWatcher() {
  const deployed = useDeployedBuildId();
  const { modal } = App.useApp();
  const { t } = useTranslation();

  useEffect(() => {
    if (!deployed) return;
    void modal.confirm({
      title: t('version.title'),
      content: t('version.content'),
      okText: t('version.reload'),
      cancelText: t('version.later'),
      onOk: () => window.location.reload(),
    });
  }, [deployed, modal, t]);
  return null;
}
