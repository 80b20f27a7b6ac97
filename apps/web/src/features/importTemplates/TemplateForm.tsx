import { Col, Form, Input, Row, Select, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { EXCEL_TEXTS, IMPORT_TEMPLATE_LIMITS, importTemplateNameField, type ImportTemplateKind } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { currentLanguage } from '../../app/i18n.ts';
import { kindOptions } from './templateNames.ts';
import { TemplateColumnsTable } from './TemplateColumnsTable.tsx';
import { withKind, type TemplateDraft } from './templateDraft.ts';

type Props = { form: FormInstance<TemplateDraft>; initial: TemplateDraft };

/** Name, base kind and the columns of each sheet; a new kind keeps what it can and adds its required columns. */
export function TemplateForm({ form, initial }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const kind: ImportTemplateKind = Form.useWatch('kind', form) ?? initial.kind;
  const changeKind = (next: ImportTemplateKind) => form.setFieldsValue(withKind({ ...form.getFieldsValue(true), kind }, next, language));
  const { sheets } = EXCEL_TEXTS[language];

  return (
    <Form form={form} layout="vertical" initialValues={initial}>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="name" label={t('importTemplate.field.name')} {...zodItem(importTemplateNameField, t)}>
            <Input maxLength={IMPORT_TEMPLATE_LIMITS.nameMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="kind" label={t('importTemplate.field.kind')} required>
            <Select options={kindOptions(language)} onChange={changeKind} />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'invoice' && <Typography.Title level={5}>{sheets.orders}</Typography.Title>}
      <TemplateColumnsTable form={form} sheet="columns" kind={kind} />
      {kind === 'invoice' && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>{sheets.invoiceLines}</Typography.Title>
          <TemplateColumnsTable form={form} sheet="invoiceColumns" kind={kind} />
        </>
      )}
    </Form>
  );
}
