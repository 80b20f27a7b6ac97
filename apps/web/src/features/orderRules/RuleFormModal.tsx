import { Col, Form, Input, InputNumber, Radio, Row, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES, listOrderRules, ORDER_LIMITS, ORDER_RULE_LIMITS, orderRuleCustomerComboBox, orderRuleFields, saveOrderRule, type ChannelOption, type OrderRuleView,
} from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';

type Props = { rule: OrderRuleView | null; channels?: ChannelOption[]; onClose: () => void };

const NEW_RULE = { forAll: true, declaredCurrency: 'USD', countries: [], enabled: true };

/** New rule (rule null) or a change: whose orders, on which channel, and the limits they must keep. */
export function RuleFormModal({ rule, channels, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const forAll = Form.useWatch('forAll', form) ?? !rule?.customerId;
  return (
    <CommandFormModal
      command={saveOrderRule}
      invalidates={[listOrderRules]}
      title={t(rule ? 'orderRule.form.editTitle' : 'orderRule.form.newTitle')}
      savedText={t('orderRule.form.saved')}
      initialValues={rule ? { ...rule, forAll: !rule.customerId } : NEW_RULE}
      // A rule for all customers names none, whichever one was picked before the switch.
      inputOf={({ forAll: all, customerId, ...values }) => ({ ...values, id: rule?.id, customerId: all ? undefined : customerId })}
      onClose={onClose}
      form={form}
      width={680}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="forAll" label={t('orderRule.field.customer')}>
            <Radio.Group optionType="button" options={[{ value: true, label: t('orderRule.allCustomers') }, { value: false, label: t('orderRule.oneCustomer') }]} />
          </Form.Item>
          {!forAll && (
            <Form.Item name="customerId" rules={[{ required: true, message: t('reason.required') }]}>
              <RemoteSelect command={orderRuleCustomerComboBox} placeholder={t('orderRule.form.customerPlaceholder')}
                valueLabel={rule?.customerCode ? `${rule.customerCode} ${rule.customerName}` : undefined} aria-label={t('orderRule.field.customer')} />
            </Form.Item>
          )}
        </Col>
        <Col span={12}>
          <Form.Item name="channelId" label={t('orderRule.field.channel')}>
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('orderRule.allChannels')}
              options={channels?.map((channel) => ({ value: channel.id, label: `${channel.code} ${channel.nameCn}` }))} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="maxPieceWeight" label={t('orderRule.field.maxPieceWeight')} tooltip={t('orderRule.form.pieceWeightHint')} {...zodItem(orderRuleFields.maxPieceWeight, t)}>
            <InputNumber min={0.001} precision={3} suffix={t('orderRule.kg')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="maxPieces" label={t('orderRule.field.maxPieces')} {...zodItem(orderRuleFields.maxPieces, t)}>
            <InputNumber min={1} max={ORDER_LIMITS.piecesPerOrder} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('orderRule.field.maxDeclaredValue')} tooltip={t('orderRule.form.currencyHint')}>
            <Space.Compact block>
              <Form.Item name="maxDeclaredValue" noStyle {...zodItem(orderRuleFields.maxDeclaredValue, t)}>
                <InputNumber min={0} precision={2} style={{ width: '62%' }} aria-label={t('orderRule.field.maxDeclaredValue')} />
              </Form.Item>
              <Form.Item name="declaredCurrency" noStyle>
                <Select style={{ width: '38%' }} options={CURRENCIES.map((code) => ({ value: code, label: code }))} aria-label={t('orderRule.field.declaredCurrency')} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="countries" label={t('orderRule.field.countries')} extra={t('orderRule.form.countriesHint')}>
            <CountrySelect mode="multiple" allowClear maxCount={ORDER_RULE_LIMITS.countriesMax} placeholder={t('orderRule.anyCountry')} />
          </Form.Item>
        </Col>
        <Col span={18}>
          <Form.Item name="remarks" label={t('orderRule.field.remarks')}>
            <Input maxLength={ORDER_RULE_LIMITS.remarksMax} showCount />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="enabled" label={t('orderRule.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
