import { useState } from 'react';
import { App, AutoComplete, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { skuComboBox, type SkuView } from '@parcelflow/contract';
import { useCommandQuery } from '../../../app/command.ts';
import { useDebouncedValue } from '../../../components/useDebouncedValue.ts';

/** `id` is the one its Form.Item gives, so the column's label and scroll-to-error reach the input. */
type Props = { id?: string; row: number; label: string; value?: string; onChange?: (value: string) => void };

/** screens-protocol.md section 9: an autocomplete asks 300 ms after the last keystroke. */
const DEBOUNCE_MS = 300;

/** The invoice line's fields a picked SKU fills, and the SKU's value for each (empty values fill nothing). */
function lineFieldsOf(sku: SkuView): Record<string, string | number> {
  const fields: Record<string, string | number | null> = {
    descriptionCn: sku.nameCn, descriptionEn: sku.nameEn, customsCode: sku.customsCode, unitPrice: sku.unitPrice, currency: sku.currency,
    unitWeight: sku.unitWeight, material: sku.material, purpose: sku.purpose, brand: sku.brand, origin: sku.origin, unit: sku.unit,
  };
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string | number] => entry[1] !== null && entry[1] !== ''));
}

/**
 * An invoice line's SKU: typed freely, or picked from the order customer's SKU library, which fills the line's names,
 * HS code, price, currency, weight, material, purpose, brand, origin and unit. A cargo owner (no customer on its form)
 * types the SKU only.
 */
export function SkuCell({ id, row, label, value, onChange }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const customerId = Form.useWatch('customerId', form) as number | undefined;
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword, DEBOUNCE_MS);
  const skus = useCommandQuery(skuComboBox, { customerId: customerId ?? 0, keyword: settled }, { enabled: customerId !== undefined && settled !== '', silent: true });
  const list = customerId === undefined ? [] : (skus.data?.list ?? []);
  const pick = (code: string) => {
    const sku = list.find((candidate) => candidate.code === code);
    if (!sku) return;
    for (const [field, fieldValue] of Object.entries(lineFieldsOf(sku))) form.setFieldValue(['invoiceLines', row, field], fieldValue);
    void message.success(t('orderForm.invoice.skuFilled', { code }));
  };
  return (
    <AutoComplete
      id={id}
      aria-label={label}
      value={value}
      placeholder={t(customerId === undefined ? 'orderForm.invoice.skuNeedsCustomer' : 'orderForm.invoice.skuPlaceholder')}
      title={t('orderForm.invoice.skuPlaceholder')}
      options={list.map((sku) => ({ value: sku.code, label: `${sku.code} ${sku.nameCn}` }))}
      onSearch={setKeyword}
      onChange={(next: string) => onChange?.(next)}
      onSelect={pick}
      popupMatchSelectWidth={320}
    />
  );
}
