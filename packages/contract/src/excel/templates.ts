import type { Language } from '../languages.ts';
import { ORDER_KINDS, type OrderKind } from '../order/enums.ts';
import { builtInHeader } from './field-labels.ts';
import type { ImportFieldKey } from './import-fields.ts';
import { EXCEL_TEXTS, type BuiltInTemplateId } from './texts.ts';

/** A text given once for every language, or per language. */
export type LocalText = string | Readonly<Record<Language, string>>;

/** One Excel column: the system field it fills, its header, and whether the file must give it. */
export type TemplateColumn = { field: ImportFieldKey; header: LocalText; required: boolean };

/**
 * An import template (entities-rules.md 3.14). `columns` describe the orders sheet; `invoiceColumns`, when
 * present, a second sheet of invoice lines linked to their order by the customer number column.
 */
export type ImportTemplate = {
  id: string;
  name: LocalText;
  kind: OrderKind;
  columns: readonly TemplateColumn[];
  invoiceColumns?: readonly TemplateColumn[];
};

export function localText(text: LocalText, language: Language): string {
  return typeof text === 'string' ? text : text[language];
}

type ColumnSpec = readonly [ImportFieldKey, boolean];
const isFba = (kind: OrderKind) => kind === 'fba' || kind === 'fbacommon';

/** The order form's fields as a clerk fills them, one box per row; what each kind adds comes first. */
function orderColumns(kind: OrderKind): ColumnSpec[] {
  const fba = isFba(kind);
  return [
    ['customerNo', true],
    ...(kind === 'create' ? [['carrierCompanyNo', true] as const] : [['customerCode', false] as const]),
    ['channelCode', false],
    ...(kind === 'send' || kind === 'proxy' ? [['partnerCompanyNo', false] as const] : []),
    ...(fba ? [['warehouseCode', true], ['fbaNo', false]] as const : []),
    ...(kind === 'send' || kind === 'proxy' || kind === 'special' ? [['transferNo', false] as const] : []),
    ['waybillNo', false], ['referenceNo1', false], ['goodsType', true], ['itemName', true], ['pieces', true],
    ['weight', true], ['packingType', true], ['paymentMethod', true], ['declaredValue', false],
    ['declaredCurrency', false], ['deliveryTerms', false], ['remarks', false],
    ['boxes.boxNo', false], ['boxes.quantity', false], ['boxes.weight', false], ['boxes.length', true],
    ['boxes.width', true], ['boxes.height', true],
    // An FBA order's address comes from its Amazon warehouse; the file may still give it.
    ['receiver.name', true], ['receiver.company', false], ['receiver.phone', true], ['receiver.email', false],
    ['receiver.country', !fba], ['receiver.state', false], ['receiver.city', !fba], ['receiver.postcode', false],
    ['receiver.address1', !fba], ['receiver.address2', false], ['receiver.houseNo', false], ['receiver.taxNo', false],
    ['sender.name', true], ['sender.company', false], ['sender.phone', true], ['sender.country', true],
    ['sender.state', false], ['sender.city', true], ['sender.postcode', false], ['sender.address1', true],
  ];
}

const INVOICE_COLUMNS: ColumnSpec[] = [
  // An empty English name is filled by the company's English name rules, or refused as required after them.
  ['customerNo', true], ['invoiceLines.descriptionCn', true], ['invoiceLines.descriptionEn', false],
  ['invoiceLines.quantity', true], ['invoiceLines.unitPrice', true], ['invoiceLines.currency', true],
  ['invoiceLines.unitWeight', false], ['invoiceLines.customsCode', false], ['invoiceLines.material', false],
  ['invoiceLines.purpose', false], ['invoiceLines.brand', false], ['invoiceLines.origin', false],
  ['invoiceLines.unit', false], ['invoiceLines.remarks', false],
  // Last, so files made from the template before the SKU library keep their columns; a SKU fills the empty cells.
  ['invoiceLines.sku', false],
];

const toColumns = (specs: ColumnSpec[]): TemplateColumn[] =>
  specs.map(([field, required]) => ({ field, header: builtInHeader(field), required }));

function builtInName(id: BuiltInTemplateId): Record<Language, string> {
  return { 'zh-CN': EXCEL_TEXTS['zh-CN'].templateNames[id], 'zh-TW': EXCEL_TEXTS['zh-TW'].templateNames[id], 'en-US': EXCEL_TEXTS['en-US'].templateNames[id] };
}

/** One template per order kind, and the two-sheet invoice template (inbound orders with their invoice lines). */
export const BUILT_IN_TEMPLATES: readonly ImportTemplate[] = [
  ...ORDER_KINDS.map((kind) => ({ id: kind, name: builtInName(kind), kind, columns: toColumns(orderColumns(kind)) })),
  { id: 'invoice', name: builtInName('invoice'), kind: 'receive', columns: toColumns(orderColumns('receive')), invoiceColumns: toColumns(INVOICE_COLUMNS) },
];

export function builtInTemplate(id: BuiltInTemplateId): ImportTemplate {
  const template = BUILT_IN_TEMPLATES.find((candidate) => candidate.id === id);
  if (!template) throw new Error(`No built-in template ${id}`);
  return template;
}
