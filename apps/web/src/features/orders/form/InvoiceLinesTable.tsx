import { Form, Input, InputNumber, Select } from 'antd';
import { CURRENCIES, invoiceLineSchema, ORDER_FIELD_MAX } from '@parcelflow/contract';
import { useTranslation } from 'react-i18next';
import { BaseDataInput } from '../../baseData/BaseDataInput.tsx';
import { EditableListTable, type EditableColumn } from './EditableListTable.tsx';
import { SkuCell } from './SkuCell.tsx';

type Column = keyof typeof invoiceLineSchema.shape;

/** Widths in pixels; names and remarks get room, codes less. */
const COLUMNS: [Column, number][] = [
  ['sku', 170], ['descriptionCn', 180], ['descriptionEn', 180], ['quantity', 100], ['unitPrice', 110], ['currency', 100], ['unitWeight', 120],
  ['totalWeight', 120], ['customsCode', 130], ['origin', 110], ['purpose', 120], ['material', 120], ['brand', 120],
  ['specification', 120], ['unit', 90], ['subNo', 140], ['remarks', 180],
];
const PRECISION: Partial<Record<Column, number>> = { quantity: 0, unitPrice: 2, unitWeight: 3, totalWeight: 3 };

function cellInput(column: Column, label: string, row: number, carrier: string | undefined) {
  if (column === 'sku') return <SkuCell row={row} label={label} />;
  // Typed freely (spec: any unit, any English purpose) or picked from the carrying company's base data.
  if (column === 'unit') return <BaseDataInput kind="unit" carrierCompanyNo={carrier} aria-label={label} maxLength={ORDER_FIELD_MAX.unit} />;
  if (column === 'purpose') return <BaseDataInput kind="purpose" carrierCompanyNo={carrier} aria-label={label} maxLength={ORDER_FIELD_MAX.purposeMaterial} />;
  if (column === 'currency') return <Select aria-label={label} options={CURRENCIES.map((code) => ({ value: code, label: code }))} />;
  const precision = PRECISION[column];
  if (precision !== undefined) return <InputNumber aria-label={label} min={0} precision={precision} style={{ width: '100%' }} />;
  return <Input aria-label={label} />;
}

/** The invoice lines of a customs declaration, each cell checked by the invoice line schema. */
export function InvoiceLinesTable() {
  const { t } = useTranslation();
  const carrier = Form.useWatch('carrierCompanyNo') as string | undefined;
  const columns: EditableColumn[] = COLUMNS.map(([key, width]) => ({
    key, width, label: t(`orderForm.invoice.${key}`), schema: invoiceLineSchema.shape[key], input: (label, row) => cellInput(key, label, row, carrier),
  }));
  return (
    <EditableListTable
      name="invoiceLines"
      columns={columns}
      newRow={() => ({ quantity: 1, currency: 'USD' })}
      addLabel={t('orderForm.invoice.add')}
      removeLabel={t('orderForm.invoice.remove')}
      emptyText={t('orderForm.invoice.empty')}
    />
  );
}
