import { useMemo, useState } from 'react';
import { Card, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '@parcelflow/contract';
import { useCatalogue } from './api.ts';
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
        extra={<Input.Search allowClear placeholder={t('apidocs.table.search')} style={{ width: 280 }} onChange={(e) => setSearch(e.target.value)} />}
      >
        <Table<CatalogueEntry>
          size="small"
          rowKey={(entry) => `${entry.service}/${entry.command}/${entry.version}`}
          loading={catalogue.isPending}
          columns={columns}
          dataSource={shown}
          pagination={false}
          expandable={{ expandedRowRender: (entry) => <SchemaView schema={entry.bodySchema} /> }}
        />
      </Card>
    </Flex>
  );
}
