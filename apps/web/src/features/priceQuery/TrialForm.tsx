import type { ReactNode } from 'react';
import { Button, Col, DatePicker, Form, InputNumber, Input, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CURRENCIES, transSortComBox } from '@parcelflow/contract';
import { validateForm } from '../../app/forms/zodForm.ts';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { baseDataNameIn, useBaseDataOptions } from '../baseData/useBaseDataOptions.ts';
import { PiecesField } from './PiecesField.tsx';
import { blankTrial, trialInputOf, type TrialFormValues } from './trialValues.ts';

const CURRENCY_OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: currency }));

type Props<S extends z.ZodType> = {
  name: string;
  /** The command's input schema: the whole form is checked by it before the call. */
  schema: S;
  /** The fields that say whose prices (staff: customer and kind; a cargo owner: the carrier), drawn first. */
  head?: ReactNode;
  /** The carrier whose goods types and channels the form offers (a cargo owner's pick); the caller's own when absent. */
  carrierCompanyNo?: string;
  loading: boolean;
  onSubmit: (input: z.output<S>) => void;
};

/** The shipment priced by the staff's trial and the customers' and cargo owners' queries: one form for both screens. */
export function TrialForm<S extends z.ZodType>({ name, schema, head, carrierCompanyNo, loading, onSubmit }: Props<S>) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<TrialFormValues>();
  const customerId = Form.useWatch('customerId', form);
  const goodsTypes = useBaseDataOptions(carrierCompanyNo).valuesOf('goodsType').map((value) => ({ value: value.code, label: baseDataNameIn(value, i18n.language) }));
  const channelParams: Record<string, string | number> = carrierCompanyNo ? { companyNo: carrierCompanyNo } : customerId ? { purpose: 'order', customerId } : {};
  const submit = (values: TrialFormValues) => {
    const input = validateForm(form, schema, trialInputOf(values), t);
    if (input) onSubmit(input);
  };
  const field = (key: keyof TrialFormValues, control: ReactNode, span = 6) => (
    <Col xs={24} sm={12} md={span}>
      <Form.Item name={key} label={t(`priceQuery.form.${key}`)}>{control}</Form.Item>
    </Col>
  );
  return (
    <Form form={form} name={name} layout="vertical" initialValues={blankTrial()} onFinish={submit}>
      <Row gutter={16}>
        {head}
        <Col xs={24} sm={12} md={4}>
          <Form.Item name="country" label={t('priceQuery.form.country')} required>
            <CountrySelect aria-label={t('priceQuery.form.country')} />
          </Form.Item>
        </Col>
        {field('postcode', <Input />, 4)}
        {field('city', <Input />, 4)}
        {field('goodsType', <Select showSearch={{ optionFilterProp: 'label' }} options={goodsTypes} />, 4)}
      </Row>
      <PiecesField />
      <Row gutter={16}>
        {field('declaredValue', <InputNumber min={0} precision={2} style={{ width: '100%' }} />, 3)}
        {field('declaredCurrency', <Select options={CURRENCY_OPTIONS} />, 2)}
        <Col xs={12} sm={6} md={2}>
          <Form.Item name="insured" label={t('priceQuery.form.insured')} valuePropName="checked"><Switch /></Form.Item>
        </Col>
        {field('codAmount', <InputNumber min={0} precision={2} style={{ width: '100%' }} />, 3)}
        {field('day', <DatePicker allowClear={false} style={{ width: '100%' }} />, 3)}
        {field('displayCurrency', <Select options={CURRENCY_OPTIONS} />, 2)}
        {field('channelIds', <RemoteSelect command={transSortComBox} params={channelParams} mode="multiple" allowClear placeholder={t('priceQuery.form.channelsPlaceholder')} />, 9)}
      </Row>
      <Button type="primary" htmlType="submit" loading={loading}>{t('priceQuery.form.calculate')}</Button>
    </Form>
  );
}
