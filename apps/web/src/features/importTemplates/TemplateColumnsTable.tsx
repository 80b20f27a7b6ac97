import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Select, Space, Switch, Table, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  fieldLabel, IMPORT_TEMPLATE_LIMITS, missingRequiredFields, sheetFieldsOf, type ImportFieldKey, type ImportTemplateKind, type TemplateSheet,
} from '@parcelflow/contract';
import { currentLanguage } from '../../app/i18n.ts';
import { isRequiredField, nextColumn, withField, type DraftColumn, type TemplateDraft } from './templateDraft.ts';

type Props = { form: FormInstance; sheet: TemplateSheet; kind: ImportTemplateKind };

/** The columns of one sheet in file order: system field, Excel header, required, moved up and down, added and removed. */
export function TemplateColumnsTable({ form, sheet, kind }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // The fields alone: typing a header re-renders its own cell rather than the whole table.
  const columns: DraftColumn[] = Form.useWatch((values: TemplateDraft) => (values[sheet] ?? []).map((column) => ({ field: column?.field })), form) ?? [];
  const options = sheetFieldsOf(kind, sheet).map((field) => ({ value: field, label: fieldLabel(field, language) }));
  const missing = missingRequiredFields(kind, sheet, columns);
  const changeField = (index: number, field: ImportFieldKey) =>
    form.setFieldValue([sheet, index], withField(kind, sheet, form.getFieldValue([sheet, index]) ?? {}, field, language));

  return (
    <Form.List name={sheet}>
      {(fields, { add, remove, move }, { errors }) => (
        <>
          {/* Not a PagedTable: the rows are the form's own editable columns, not a list command's answer. */}
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            className="order-form-grid"
            columns={[
              { key: 'index', width: 48, render: (_, row) => row.name + 1 },
              {
                key: 'field', title: t('importTemplate.column.field'), width: 240,
                render: (_, row) => (
                  <Form.Item name={[row.name, 'field']} className="order-form-cell">
                    <Select showSearch={{ optionFilterProp: 'label' }} options={options} aria-label={t('importTemplate.column.field')}
                      onChange={(field: ImportFieldKey) => changeField(row.name, field)} />
                  </Form.Item>
                ),
              },
              {
                key: 'header', title: t('importTemplate.column.header'),
                render: (_, row) => (
                  <Form.Item name={[row.name, 'header']} className="order-form-cell">
                    <Input maxLength={IMPORT_TEMPLATE_LIMITS.headerMax} aria-label={t('importTemplate.column.header')} />
                  </Form.Item>
                ),
              },
              {
                key: 'required', title: t('importTemplate.column.required'), width: 80, align: 'center',
                render: (_, row) => (
                  <Form.Item name={[row.name, 'required']} valuePropName="checked" className="order-form-cell">
                    <Switch size="small" disabled={isRequiredField(kind, sheet, columns[row.name]?.field)} aria-label={t('importTemplate.column.required')} />
                  </Form.Item>
                ),
              },
              {
                key: 'actions', width: 120, align: 'center',
                render: (_, row) => (
                  <Space size={0}>
                    <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={t('importTemplate.column.up')} disabled={row.name === 0} onClick={() => move(row.name, row.name - 1)} />
                    <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={t('importTemplate.column.down')} disabled={row.name === fields.length - 1} onClick={() => move(row.name, row.name + 1)} />
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('importTemplate.column.remove')}
                      disabled={isRequiredField(kind, sheet, columns[row.name]?.field)} onClick={() => remove(row.name)} />
                  </Space>
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          {missing.length > 0 && (
            <Alert type="warning" showIcon style={{ marginTop: 8 }}
              title={t('importTemplate.missingRequired', { fields: missing.map((field) => fieldLabel(field, language)).join(t('importTemplate.listSeparator')) })} />
          )}
          <Button style={{ marginTop: 8 }} icon={<PlusOutlined />} disabled={!nextColumn(kind, sheet, columns, language)}
            onClick={() => add(nextColumn(kind, sheet, columns, language))}>
            {t('importTemplate.column.add')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
