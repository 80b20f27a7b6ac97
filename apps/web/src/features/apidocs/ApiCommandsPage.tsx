import { useMemo, useState } from 'react';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@parcelflow/contract';
import { OPENAPI_URL, useCatalogue } from './api.ts';
import { ProtocolCard } from './ProtocolCard.tsx';
import { SchemaView } from './SchemaView.tsx';
import './apidocs.css';

/** The server's English summary unless the interface ships a translation of it. */
const summaryOf = (t: TFunction, entry: CatalogueEntry) => t(`apidocs.summary.${entry.service}_${entry.command}`, { defaultValue: entry.summary });

function permissionLabel(t: TFunction, permission: string): { text: string; colour: string } {
  if (permission === 'public') return { text: t('apidocs.permission.public'), colour: 'green' };
  if (permission === 'session') return { text: t('apidocs.permission.session'), colour: 'blue' };
  return { text: t('apidocs.permission.function', { name: t(`func.${permission}`, { defaultValue: permission }) }), colour: 'gold' };
}

/** What a command takes and what it answers, one under the other. */
function CommandSchemas({ entry }: { entry: CatalogueEntry }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5}>{t('apidocs.schema.input')}</Typography.Title>
      <SchemaView schema={entry.bodySchema} role="input" />
      <Typography.Title level={5}>{t('apidocs.schema.output')}</Typography.Title>
      <SchemaView schema={entry.answerSchema} role="output" />
    </Flex>
  );
}

/** systemManagent/apiCommands: the protocol in short and every published command with its body. */
export function ApiCommandsPage() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const [search, setSearch] = useState('');
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return (catalogue.data ?? []).filter((entry) =>
      [entry.service, entry.command, entry.permission, entry.summary, summaryOf(t, entry)].some((text) => text.toLowerCase().includes(needle)),
    );
  }, [catalogue.data, search, t]);

  const columns: TableColumnsType<CatalogueEntry> = [
    { title: t('apidocs.table.service'), dataIndex: 'service', width: 80, render: (service: string) => <Tag>{service}</Tag> },
    { title: t('apidocs.table.command'), dataIndex: 'command', width: 220, render: (command: string) => <Typography.Text code copyable>{command}</Typography.Text> },
    { title: t('apidocs.table.version'), dataIndex: 'version', width: 70 },
    {
      title: t('apidocs.table.permission'),
      dataIndex: 'permission',
      width: 180,
      render: (permission: string) => {
        const { text, colour } = permissionLabel(t, permission);
        return <Tag color={colour}>{text}</Tag>;
      },
    },
    { title: t('apidocs.table.summary'), key: 'summary', render: (_, entry) => summaryOf(t, entry) },
  ];
  return (
    <Flex vertical gap={12}>
      <ProtocolCard />
      <Card
        size="small"
        title={t('apidocs.table.title')}
        extra={
          <Space>
            <Button icon={<DownloadOutlined />} href={OPENAPI_URL} download="parcelflow-openapi.json">{t('apidocs.table.openApi')}</Button>
            <Input.Search allowClear placeholder={t('apidocs.table.search')} style={{ width: 280 }} onChange={(e) => setSearch(e.target.value)} />
          </Space>
        }
      >
        <Table<CatalogueEntry>
          size="small"
          rowKey={(entry) => `${entry.service}/${entry.command}/${entry.version}`}
          loading={catalogue.isPending}
          columns={columns}
          dataSource={shown}
          pagination={false}
          expandable={{ expandedRowRender: (entry) => <CommandSchemas entry={entry} /> }}
        />
      </Card>
    </Flex>
  );
}
