import { Checkbox, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CUSTOMER_PRINT_RULE_LIMITS, customerPrintRuleFields, listCustomerPrintRules, printRuleCustomerComboBox, saveCustomerPrintRule, type CustomerPrintRuleFormOptions,
  type CustomerPrintRuleView,
} from '@parcelflow/contract';
import { zodItem } from '../../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../../components/CommandFormModal.tsx';
import { RemoteSelect } from '../../../components/RemoteSelect.tsx';

type Props = { rule: CustomerPrintRuleView | null; options?: CustomerPrintRuleFormOptions; onClose: () => void };

const NEW_RULE = { mayPrintTransferLabel: false, enabled: true };

/** New rule (rule null) or a change: whose orders, on which channel, their label template, the EDI account and key, and the customer's printing. */
export function PrintRuleFormModal({ rule, options, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const clearing = Form.useWatch('clearEdiKey', form) === true;
  const initialValues = rule
    ? { ...rule, channelId: rule.channelId ?? undefined, templateId: rule.templateId ?? undefined, ediKey: '', clearEdiKey: false }
    : NEW_RULE;
  const templateOptions = options?.templates.map((template) => ({
    value: template.id, label: template.enabled ? template.name : t('customerPrintRule.templateDisabled', { name: template.name }),
  }));
  return (
    <CommandFormModal
      command={saveCustomerPrintRule}
      invalidates={[listCustomerPrintRules]}
      title={t(rule ? 'customerPrintRule.form.editTitle' : 'customerPrintRule.form.newTitle')}
      savedText={t('customerPrintRule.form.saved')}
      initialValues={initialValues}
      inputOf={(values) => ({ ...values, id: rule?.id })}
      onClose={onClose}
      form={form}
      width={640}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="customerId" label={t('customerPrintRule.field.customer')} {...zodItem(customerPrintRuleFields.customerId, t)}>
            <RemoteSelect command={printRuleCustomerComboBox} placeholder={t('customerPrintRule.form.customerPlaceholder')}
              valueLabel={rule ? `${rule.customerCode} ${rule.customerName}` : undefined} aria-label={t('customerPrintRule.field.customer')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="channelId" label={t('customerPrintRule.field.channel')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('customerPrintRule.allChannels')}
              options={options?.channels.map((channel) => ({ value: channel.id, label: `${channel.code} ${channel.nameCn}` }))} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="templateId" label={t('customerPrintRule.field.template')} extra={t('customerPrintRule.form.templateHint')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('customerPrintRule.byDefaults')} options={templateOptions} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="ediAccount" label={t('customerPrintRule.field.ediAccount')} {...zodItem(customerPrintRuleFields.ediAccount, t)}>
            <Input maxLength={CUSTOMER_PRINT_RULE_LIMITS.ediAccountMax} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="ediKey" label={t('customerPrintRule.field.ediKey')} {...zodItem(customerPrintRuleFields.ediKey, t)}
            extra={rule?.hasEdiKey && !clearing ? t('customerPrintRule.form.ediKeyKeep') : undefined}>
            <Input.Password maxLength={CUSTOMER_PRINT_RULE_LIMITS.ediKeyMax} autoComplete="new-password" disabled={clearing}
              placeholder={rule?.hasEdiKey ? (rule.ediKeyEnd ? t('customerPrintRule.keyEnd', { end: rule.ediKeyEnd }) : t('customerPrintRule.keySet')) : undefined} />
          </Form.Item>
          {rule?.hasEdiKey && (
            <Form.Item name="clearEdiKey" valuePropName="checked" style={{ marginTop: -12 }}>
              <Checkbox onChange={(event) => event.target.checked && form.setFieldValue('ediKey', '')}>{t('customerPrintRule.field.clearEdiKey')}</Checkbox>
            </Form.Item>
          )}
        </Col>
        <Col span={16}>
          <Form.Item name="mayPrintTransferLabel" label={t('customerPrintRule.field.mayPrintTransferLabel')} valuePropName="checked" extra={t('customerPrintRule.form.mayPrintHint')}>
            <Switch />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="enabled" label={t('customerPrintRule.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
