import { Collapse, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaFields, type SchemaField } from './schemaFields.ts';

/** A command's body: one row per field with type, required and limits, and the raw JSON Schema below. */
export function SchemaView({ schema }: { schema: unknown }) {
  const { t } = useTranslation();
  const fields = schemaFields(schema);
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
        <Typography.Text type="secondary">{t('apidocs.schema.empty')}</Typography.Text>
      )}
      <Collapse
        ghost
        size="small"
        items={[{ key: 'raw', label: t('apidocs.schema.raw'), children: <pre className="pf-api-code">{JSON.stringify(schema, null, 2)}</pre> }]}
      />
    </div>
  );
}
