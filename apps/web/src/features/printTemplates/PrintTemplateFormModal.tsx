import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BUILT_IN_LAYOUT_KEYS, PRINT_METHODS, PRINT_SCENARIOS, PRINT_TEMPLATE_LIMITS, PRINT_TEMPLATE_TYPES, printTemplateFields, savePrintTemplate,
  type PrintTemplateSummary,
} from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { changedByTemplates } from './api.ts';

type Props = { template: PrintTemplateSummary | null; onClose: () => void };

const NEW_TEMPLATE = { type: 'label', printMethod: 'pdf', scenario: 'audit', enabled: true, builtIn: 'thermal.receive' };
const CHOICES = [['type', PRINT_TEMPLATE_TYPES], ['printMethod', PRINT_METHODS], ['scenario', PRINT_SCENARIOS]] as const;

/**
 * A new template (template null), which starts from the built-in layout chosen here, or a change of one's fields; the
 * layout itself is kept (the designer edits it).
 */
export function PrintTemplateFormModal({ template, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  return (
    <CommandFormModal
      command={savePrintTemplate}
      invalidates={changedByTemplates}
      title={t(template ? 'printTemplate.form.editTitle' : 'printTemplate.form.newTitle')}
      savedText={t('printTemplate.form.saved')}
      form={form}
      initialValues={template ?? NEW_TEMPLATE}
      inputOf={(values) => ({ ...values, id: template?.id })}
      onClose={onClose}
      width={720}
    >
      <Row gutter={16}>
        {(['name', 'nameEn'] as const).map((field) => (
          <Col span={12} key={field}>
            <Form.Item name={field} label={t(`printTemplate.field.${field}`)} {...zodItem(printTemplateFields[field], t)}>
              <Input maxLength={PRINT_TEMPLATE_LIMITS.nameMax} />
            </Form.Item>
          </Col>
        ))}
        {CHOICES.map(([field, values]) => (
          <Col span={12} key={field}>
            <Form.Item name={field} label={t(`printTemplate.field.${field}`)} {...zodItem(printTemplateFields[field], t)}>
              <Select options={values.map((value) => ({ value, label: t(`printTemplate.${field}.${value}`) }))} />
            </Form.Item>
          </Col>
        ))}
        {!template && (
          <Col span={12}>
            <Form.Item name="builtIn" label={t('printTemplate.field.builtIn')} required tooltip={t('printTemplate.form.builtInHint')}>
              <Select options={BUILT_IN_LAYOUT_KEYS.map((value) => ({ value, label: t(`printTemplate.builtIn.${value}`) }))} />
            </Form.Item>
          </Col>
        )}
        {template && <Col span={12} />}
        <Col span={18}>
          <Form.Item name="interfaceUrl" label={t('printTemplate.field.interfaceUrl')} {...zodItem(printTemplateFields.interfaceUrl, t)}>
            <Input maxLength={PRINT_TEMPLATE_LIMITS.interfaceUrlMax} placeholder="https://" />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="enabled" label={t('printTemplate.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
