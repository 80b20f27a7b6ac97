import type { TFunction } from 'i18next';
import { INVOICE_COLUMNS, LABEL_FIELDS, PIECE_FIELDS, type InvoiceColumn, type LabelField } from '@parcelflow/contract';

/** Values made from several fields, the piece's and the receiver city's abbreviation: no order screen names them. */
const OWN_NAMES: readonly string[] = [
  'referenceNos', 'declaredValueWithCurrency', 'receiver.address', 'sender.address', 'invoice.totalValue', 'invoice.totalQuantity', 'receiverCityCode', ...PIECE_FIELDS,
];

/**
 * A label field's name in the user's language. The order's own values and the parties' fields reuse the order screens'
 * names (order.field, orderForm.address with the party's section), so a field reads the same everywhere; combined
 * and piece values have the designer's own.
 */
export function labelFieldName(t: TFunction, field: LabelField): string {
  if (OWN_NAMES.includes(field)) return t(`labelDesign.field.${field}`);
  const [head, tail] = field.split('.');
  if (!tail) return t(`order.field.${head}`);
  return t('labelDesign.partyField', { party: t(`orderForm.section.${head}`), field: t(`orderForm.address.${tail}`) });
}

/** An invoice table column's name: the invoice line's field as the order form names it, or the designer's. */
export function invoiceColumnName(t: TFunction, column: InvoiceColumn): string {
  return column === 'lineNo' || column === 'lineValue' ? t(`labelDesign.column.${column}`) : t(`orderForm.invoice.${column}`);
}

export const labelFieldOptions = (t: TFunction) => LABEL_FIELDS.map((field) => ({ value: field, label: labelFieldName(t, field) }));
export const invoiceColumnOptions = (t: TFunction) => INVOICE_COLUMNS.map((column) => ({ value: column, label: invoiceColumnName(t, column) }));
