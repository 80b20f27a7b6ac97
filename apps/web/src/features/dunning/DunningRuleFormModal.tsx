import { Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES, DUNNING_LIMITS, DUNNING_MODES, DUNNING_TYPES, dunningRuleFields, saveDunningRule, type DunningFormOptions, type DunningRuleView,
} from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { reloadedByRuleChange } from './api.ts';
import { LimitSitesSelect } from './LimitSitesSelect.tsx';

type Props = { rule: DunningRuleView | null; options: DunningFormOptions | undefined; loading: boolean; onClose: () => void };

const DAY = 'YYYY-MM-DD';
const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));
const dayOf = (value: unknown) => (value ? (value as Dayjs).format(DAY) : undefined);

/** The expiry date's rule (with `dependencies={['billingDate']}`): the contract says only "invalid value", and only once the rest is valid. */
const notBeforeBillingRule = (t: TFunction): Rule => ({ getFieldValue }) => ({
  validator: async (_rule, value?: Dayjs | null) => {
    const billing = getFieldValue('billingDate') as Dayjs | undefined;
    if (value && billing && value.isBefore(billing, 'day')) throw new Error(t('dunning.form.expiryBeforeBilling'));
  },
});

function initialValuesOf(rule: DunningRuleView | null) {
  if (!rule) return { type: 'all', currency: 'RMB', billingDate: dayjs().startOf('month'), dueDays: 30, periodDays: 7, modes: ['message'], siteIds: [], userIds: [], enabled: true };
  return {
    ...rule, billingDate: dayjs(rule.billingDate), expiryDate: rule.expiryDate ? dayjs(rule.expiryDate) : undefined,
    siteIds: rule.sites.map((site) => site.id), userIds: rule.users.map((user) => user.id),
  };
}

/** A new rule (rule null) or a change: what it covers, when and how it reminds, and whom. */
export function DunningRuleFormModal({ rule, options, loading, onClose }: Props) {
  const { t } = useTranslation();
  const userOptions = options?.users.map((user) => ({ value: user.id, label: `${user.code} ${user.name}` })) ?? [];
  const typeOptions = DUNNING_TYPES.map((type) => ({ value: type, label: t(`dunning.type.${type}`) }));
  return (
    <CommandFormModal
      command={saveDunningRule}
      invalidates={reloadedByRuleChange}
      title={t(rule ? 'dunning.form.editTitle' : 'dunning.form.newTitle')}
      savedText={t('dunning.form.saved')}
      initialValues={initialValuesOf(rule)}
      inputOf={(values) => ({
        name: values.name, type: values.type, amount: values.amount, currency: values.currency, dueDays: values.dueDays, periodDays: values.periodDays,
        modes: values.modes, enabled: values.enabled, id: rule?.id, billingDate: dayOf(values.billingDate), expiryDate: dayOf(values.expiryDate) ?? null,
        siteIds: values.siteIds ?? [], userIds: values.userIds ?? [],
      })}
      fieldsWithOwnRules={['expiryDate']}
      onClose={onClose}
      width={720}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="name" label={t('dunning.field.name')} {...zodItem(dunningRuleFields.name, t)}>
            <Input maxLength={DUNNING_LIMITS.nameMax} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="type" label={t('dunning.field.type')} required>
            <Select options={typeOptions} />
          </Form.Item>
        </Col>
        <Col span={12}>
          {/* stringMode: the amount stays the decimal text typed, never a float. */}
          <Form.Item name="amount" label={t('dunning.field.amount')} extra={t('dunning.form.amountHint')} {...zodItem(dunningRuleFields.amount, t)}>
            <InputNumber stringMode controls={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="currency" label={t('dunning.field.currency')} required>
            <Select options={CURRENCY_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="billingDate" label={t('dunning.field.billingDate')} extra={t('dunning.form.billingDateHint')} required>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="expiryDate" label={t('dunning.field.expiryDate')} extra={t('dunning.form.expiryDateHint')}
            dependencies={['billingDate']} rules={[notBeforeBillingRule(t)]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="dueDays" label={t('dunning.field.dueDays')} extra={t('dunning.form.dueDaysHint')} {...zodItem(dunningRuleFields.dueDays, t)}>
            <InputNumber min={0} max={DUNNING_LIMITS.dueDaysMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="periodDays" label={t('dunning.field.periodDays')} extra={t('dunning.form.periodDaysHint')} {...zodItem(dunningRuleFields.periodDays, t)}>
            <InputNumber min={DUNNING_LIMITS.periodDaysMin} max={DUNNING_LIMITS.periodDaysMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="modes" label={t('dunning.field.modes')} {...zodItem(dunningRuleFields.modes, t)}>
            <Checkbox.Group options={DUNNING_MODES.map((mode) => ({ value: mode, label: t(`dunning.mode.${mode}`) }))} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="enabled" label={t('dunning.field.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="siteIds" label={t('dunning.field.sites')} extra={t('dunning.form.sitesHint')}>
            <LimitSitesSelect sites={options?.sites} loading={loading} placeholder={t('dunning.allCustomers')} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="userIds" label={t('dunning.field.users')} extra={t('dunning.form.usersHint')}>
            <Select mode="multiple" allowClear loading={loading} showSearch={{ optionFilterProp: 'label' }} options={userOptions} maxCount={DUNNING_LIMITS.usersMax} />
          </Form.Item>
        </Col>
      </Row>
    </CommandFormModal>
  );
}
