import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, listSkus, ORDER_FIELD_MAX, saveSku, SKU_LIMITS, skuCustomerComboBox, skuFields, type SkuView } from '@parcelflow/contract';
import { zodItem } from '../../app/forms/zodForm.ts';
import { CommandFormModal } from '../../components/CommandFormModal.tsx';
import { CountrySelect } from '../../components/CountrySelect.tsx';
import { RemoteSelect } from '../../components/RemoteSelect.tsx';
import { BaseDataInput } from '../baseData/BaseDataInput.tsx';

type Props = { row: SkuView | null; onClose: () => void };

const F = ORDER_FIELD_MAX;

/** A new SKU (row null) or a change: its customer, code, names and what its invoice lines declare. */
export function SkuFormModal({ row, onClose }: Props) {
  const { t } = useTranslation();
  // A unit or purpose is typed freely or picked from the company's base data.
  const text = (name: keyof typeof skuFields, max: number, extra?: string, baseData?: 'unit' | 'purpose') => (
    <Col span={12}>
      <Form.Item name={name} label={t(`sku.field.${name}`)} extra={extra} {...zodItem(skuFields[name], t)}>
        {baseData ? <BaseDataInput kind={baseData} maxLength={max} /> : <Input maxLength={max} />}
      </Form.Item>
    </Col>
  );
  return (
    <CommandFormModal
      command={saveSku}
      invalidates={[listSkus]}
      title={t(row ? 'sku.form.editTitle' : 'sku.form.newTitle')}
      savedText={t('sku.form.saved')}
      initialValues={row ? { ...row, origin: row.origin ?? undefined, unitPrice: row.unitPrice ?? undefined, unitWeight: row.unitWeight ?? undefined } : { currency: 'USD' }}
      inputOf={(values) => ({ ...values, id: row?.id })}
      onClose={onClose}
      width={720}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="customerId" label={t('sku.field.customer')} rules={[{ required: true, message: t('reason.required') }]}>
            <RemoteSelect command={skuCustomerComboBox} valueLabel={row ? `${row.customerCode} ${row.customerName}` : undefined} aria-label={t('sku.field.customer')} />
          </Form.Item>
        </Col>
        {text('code', SKU_LIMITS.codeMax, t('sku.form.codeHint'))}
        {text('nameCn', F.invoiceName)}
        {text('nameEn', F.invoiceName)}
        {text('customsCode', F.customsCode)}
        <Col span={6}>
          <Form.Item name="unitPrice" label={t('sku.field.unitPrice')}>
            <InputNumber min={0} precision={2} style={{ width: '100%' }} aria-label={t('sku.field.unitPrice')} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="currency" label={t('sku.field.currency')}>
            <Select options={CURRENCIES.map((code) => ({ value: code, label: code }))} aria-label={t('sku.field.currency')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="unitWeight" label={t('sku.field.unitWeight')}>
            <InputNumber min={0} precision={3} style={{ width: '100%' }} aria-label={t('sku.field.unitWeight')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="origin" label={t('sku.field.origin')} {...zodItem(skuFields.origin, t)}>
            <CountrySelect aria-label={t('sku.field.origin')} />
          </Form.Item>
        </Col>
        {text('material', F.purposeMaterial, t('sku.form.latinHint'))}
        {text('purpose', F.purposeMaterial, t('sku.form.latinHint'), 'purpose')}
        {text('brand', F.brandSpec)}
        {text('unit', F.unit, undefined, 'unit')}
      </Row>
    </CommandFormModal>
  );
}
