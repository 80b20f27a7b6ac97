import { useEffect } from 'react';
import { Alert, App, Button, Card, Select, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getPosPrintConfig, PRINT_AGENT_FILE_NAME, type PosPrintConfig } from '@parcelflow/contract';
import { useCommandQuery } from '../../app/command.ts';
import { absoluteUrl, agentCommand, callAgent } from './agentClient.ts';
import { RenewKeysButton } from './RenewKeysButton.tsx';
import { usePrintAgent, type PrintAgentState } from './usePrintAgent.ts';

const COLORS: Record<PrintAgentState, string> = { probing: 'processing', ready: 'success', missing: 'warning', outdated: 'gold', refused: 'error' };
const RUNTIME = 'Node.js 20';
/** Versions already offered in this page's life: the dialog asks once, the card's button stays. */
const offered = new Set<string>();

/**
 * The print service on this computer: whether it answers, its printer, how to start it when it does not (202407,
 * with the download and the one command), and the update when it is older than the product's.
 */
export function PrintAgentStatus() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const agent = usePrintAgent();
  const config = useCommandQuery(getPosPrintConfig, {}, { staleTime: Infinity, retry: false, silent: true }).data;
  const { status, port, version, retry } = agent;

  const upgrade = async (keys: PosPrintConfig, from: number) => {
    try {
      const answer = await callAgent<{ version: string }>(from, '/upgrade', { fileUrl: absoluteUrl(keys.fileUrl) }, keys, 90_000);
      void message.success(t('printAgent.upgrade.done', { version: answer.version }));
      // The agent restarts on its new file: look again once it listens.
      setTimeout(retry, 1500);
    } catch {
      void message.error(t('printAgent.upgrade.failed'));
    }
  };

  useEffect(() => {
    if (status !== 'outdated' || !config || !port || !version || offered.has(version)) return;
    offered.add(version);
    modal.confirm({
      title: t('printAgent.upgrade.title'),
      content: t('printAgent.upgrade.content', { version, latest: config.version }),
      okText: t('printAgent.upgrade.ok'),
      cancelText: t('printAgent.upgrade.cancel'),
      onOk: () => upgrade(config, port),
    });
  });

  return (
    <Card size="small" title={t('printAgent.title')} extra={(
        <Space size={4}>
          <RenewKeysButton onRenewed={retry} />
          <Button size="small" icon={<ReloadOutlined />} loading={status === 'probing'} onClick={retry}>{t('printAgent.retry')}</Button>
        </Space>
      )}>
      <Space wrap>
        <Tag color={COLORS[status]}>{t(`printAgent.status.${status}`)}</Tag>
        {version && <Typography.Text type="secondary">{t('printAgent.where', { version, port })}</Typography.Text>}
        {(status === 'ready' || status === 'outdated') && (
          <Select
            size="small" style={{ minWidth: 220 }} aria-label={t('printAgent.printer')} placeholder={t('printAgent.noPrinter')}
            value={agent.printer ?? undefined} onChange={agent.setPrinter}
            options={agent.printers.map((printer) => ({ value: printer.name, label: printer.name }))}
          />
        )}
        {status === 'outdated' && config && port && <Button size="small" type="primary" onClick={() => upgrade(config, port)}>{t('printAgent.upgrade.button')}</Button>}
      </Space>
      {status === 'missing' && config && (
        <Alert
          style={{ marginTop: 8 }} type="warning" showIcon title={t('hint.202407')}
          description={(
            <Space orientation="vertical" size={4}>
              <span>{t('printAgent.missing.steps', { runtime: RUNTIME })}</span>
              <a href={absoluteUrl(config.fileUrl)} download={PRINT_AGENT_FILE_NAME}><DownloadOutlined /> {t('printAgent.missing.download')}</a>
              <Typography.Text code copyable>{agentCommand(config)}</Typography.Text>
            </Space>
          )}
        />
      )}
      {status === 'refused' && (
        <Alert
          style={{ marginTop: 8 }} type="error" showIcon
          title={config ? t('printAgent.refused.keys') : t('printAgent.refused.account')}
          description={config && <Typography.Text code copyable>{agentCommand(config)}</Typography.Text>}
        />
      )}
    </Card>
  );
}
