import { Form, Input, InputNumber, Row, Select } from 'antd';
import { CLEARANCE_METHODS, CURRENCIES, DECLARE_TYPES, DELIVERY_TERMS, PACKING_TYPES, PAYMENT_METHODS, TAX_PAYMENTS, orderFieldsSchema } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { baseDataNameIn, useBaseDataOptions } from '../../baseData/useBaseDataOptions.ts';
import { FieldCol } from './FieldCol.tsx';

const S = orderFieldsSchema.shape;

/**
 * Goods, weight, packing, declared value and payment; the customs terms after them. The goods types are the carrying
 * company's base data (a cargo owner's form names its carrier), built-in and its own.
 */
export function GoodsFields() {
  const { t, i18n } = useTranslation();
  const payment = Form.useWatch('paymentMethod') as string | undefined;
  const carrier = Form.useWatch('carrierCompanyNo') as string | undefined;
  const goodsTypes = useBaseDataOptions(carrier).valuesOf('goodsType').map((value) => ({ value: value.code, label: baseDataNameIn(value, i18n.language) }));
  const options = (values: readonly string[], group?: string) => values.map((value) => ({ value, label: group ? t(`order.${group}.${value}`) : value }));
  const select = (values: readonly string[], group?: string) => <Select allowClear placeholder={t('orderForm.placeholder.select')} options={options(values, group)} />;
  return (
    <Row gutter={16}>
      <FieldCol name="itemName" label={t('order.field.itemName')} schema={S.itemName} span={12}><Input /></FieldCol>
      <FieldCol name="goodsType" label={t('order.field.goodsType')} schema={S.goodsType}>
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder={t('orderForm.placeholder.select')} options={goodsTypes} />
      </FieldCol>
      <FieldCol name="packingType" label={t('order.field.packingType')} schema={S.packingType}>{select(PACKING_TYPES, 'packingType')}</FieldCol>
      <FieldCol name="pieces" label={t('order.field.pieces')} schema={S.pieces} tooltip={t('orderForm.hint.pieces')}>
        <InputNumber disabled style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol name="weight" label={t('order.field.weight')} schema={S.weight} tooltip={t('orderForm.hint.weight')}>
        <InputNumber min={0} precision={3} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol name="declaredValue" label={t('order.field.declaredValue')} schema={S.declaredValue}>
        <InputNumber min={0} precision={2} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol name="declaredCurrency" label={t('order.field.declaredCurrency')} schema={S.declaredCurrency}>{select(CURRENCIES)}</FieldCol>
      <FieldCol name="paymentMethod" label={t('order.field.paymentMethod')} schema={S.paymentMethod}>{select(PAYMENT_METHODS, 'paymentMethod')}</FieldCol>
      <FieldCol name="codAmount" label={t('order.field.codAmount')} schema={payment === 'COD' ? S.codAmount.unwrap().gt(0) : S.codAmount}>
        <InputNumber min={0} precision={2} disabled={payment !== 'COD'} style={{ width: '100%' }} />
      </FieldCol>
      <FieldCol name="deliveryTerms" label={t('order.field.deliveryTerms')} schema={S.deliveryTerms}>{select(DELIVERY_TERMS)}</FieldCol>
      <FieldCol name="taxPayment" label={t('order.field.taxPayment')} schema={S.taxPayment}>{select(TAX_PAYMENTS, 'taxPayment')}</FieldCol>
      <FieldCol name="declareType" label={t('order.field.declareType')} schema={S.declareType}>{select(DECLARE_TYPES, 'declareType')}</FieldCol>
      <FieldCol name="clearanceMethod" label={t('order.field.clearanceMethod')} schema={S.clearanceMethod}>{select(CLEARANCE_METHODS, 'clearanceMethod')}</FieldCol>
      <FieldCol name="remarks" label={t('order.field.remarks')} schema={S.remarks} span={12}><Input /></FieldCol>
    </Row>
  );
}
