import { Collapse, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { answersBytes, schemaFields, type SchemaField } from './schemaFields.ts';

/** The texts of a schema's two roles: the body a command takes, the answer it gives. */
const TEXTS = {
  input: { empty: 'apidocs.schema.empty', raw: 'apidocs.schema.raw' },
  output: { empty: 'apidocs.schema.answerEmpty', raw: 'apidocs.schema.answerRaw' },
} as const;

/** A command's body or answer: one row per field with type, required and limits, and the raw JSON Schema below. */
export function SchemaView({ schema, role }: { schema: unknown; role: keyof typeof TEXTS }) {
  const { t } = useTranslation();
  const fields = schemaFields(schema);
  const texts = TEXTS[role];
  const emptyText = answersBytes(schema) ? t('apidocs.schema.binary') : t(texts.empty);
  const columns: TableColumnsType<SchemaField> = [
    { title: t('apidocs.schema.field'), dataIndex: 'path', width: 240, render: (path: string) => <Typography.Text code>{path}</Typography.Text> },
    { title: t('apidocs.schema.type'), dataIndex: 'type', width: 120 },
    {
      title: t('apidocs.schema.required'),
      dataIndex: 'required',
      width: 80,
      render: (required: boolean) => (required ? <Tag color="red">{t('apidocs.schema.yes')}</Tag> : <Tag>{t('apidocs.schema.no')}</Tag>),
    },
    {
      title: t('apidocs.schema.rules'),
      key: 'rules',
      render: (_, field) =>
        field.rules.map((rule) => (
          <div key={rule.kind + rule.value}>
            {t(`apidocs.rule.${rule.kind}`)} <Typography.Text code>{rule.value}</Typography.Text>
          </div>
        )),
    },
  ];
  return (
    <div className="pf-api-schema">
      {fields.length ? (
        <Table<SchemaField> size="small" rowKey="path" columns={columns} dataSource={fields} pagination={false} />
      ) : (
        <Typography.Text type="secondary">{emptyText}</Typography.Text>
      )}
      <Collapse
        ghost
        size="small"
        items={[{ key: 'raw', label: t(texts.raw), children: <pre className="pf-api-code">{JSON.stringify(schema, null, 2)}</pre> }]}
      />
    </div>
  );
}
