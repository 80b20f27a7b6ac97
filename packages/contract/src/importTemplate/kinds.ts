import { INVOICE_SHEET_FIELDS, orderSheetFieldsOf, type ImportFieldKey } from '../excel/import-fields.ts';
import { builtInTemplate } from '../excel/templates.ts';
import type { BuiltInTemplateId } from '../excel/texts.ts';
import { ORDER_KINDS, type OrderKind } from '../order/enums.ts';

/** What a company template is based on: an order kind, or the two-sheet invoice template (inbound orders and their invoice lines). */
export const IMPORT_TEMPLATE_KINDS = [...ORDER_KINDS, 'invoice'] as const satisfies readonly BuiltInTemplateId[];
export type ImportTemplateKind = (typeof IMPORT_TEMPLATE_KINDS)[number];

/** The orders sheet, and the invoice lines sheet of an invoice template. */
export type TemplateSheet = 'columns' | 'invoiceColumns';

export const orderKindOf = (kind: ImportTemplateKind): OrderKind => (kind === 'invoice' ? 'receive' : kind);

export const sheetsOf = (kind: ImportTemplateKind): TemplateSheet[] => (kind === 'invoice' ? ['columns', 'invoiceColumns'] : ['columns']);

/** The system fields a sheet of a template of this kind may map to a column. */
export function sheetFieldsOf(kind: ImportTemplateKind, sheet: TemplateSheet): readonly ImportFieldKey[] {
  return sheet === 'invoiceColumns' ? INVOICE_SHEET_FIELDS : orderSheetFieldsOf(orderKindOf(kind));
}

/**
 * The fields every template of this kind must map, as required columns: those of the built-in template,
 * whose flags follow what the order contract requires of that kind (the customer number, the order key,
 * always; a value the dialog or an Amazon warehouse may supply never).
 */
export function requiredFieldsOf(kind: ImportTemplateKind, sheet: TemplateSheet): ImportFieldKey[] {
  const columns = builtInTemplate(kind)[sheet] ?? [];
  return columns.filter((column) => column.required).map((column) => column.field);
}
