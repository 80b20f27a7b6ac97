import type { Language } from '../languages.ts';
import type { FileReason, RowReason } from './codes.ts';
import type { EnumLabels } from './enum-labels.ts';
import type { FieldType } from './field-rules.ts';
import type { BoxFieldKey, InvoiceFieldKey, OrderFieldKey, Party, PartyFieldKey } from './import-fields.ts';
import type { OrderKind } from '../order/enums.ts';
import { EN_US_TEXTS } from './texts.en-us.ts';
import { ZH_CN_TEXTS } from './texts.zh-cn.ts';
import { ZH_TW_TEXTS } from './texts.zh-tw.ts';

export type BuiltInTemplateId = OrderKind | 'invoice';

/** Everything a generated workbook says to its reader, once per language; `{name}` marks a parameter. */
export type ExcelTexts = {
  labels: {
    order: Record<OrderFieldKey, string>;
    boxes: Record<BoxFieldKey, string>;
    parties: Record<Party, string>;
    party: Record<PartyFieldKey, string>;
    invoiceLines: Record<InvoiceFieldKey, string>;
  };
  /** How a party and a party field join: "收件人姓名" but "Receiver name". */
  partySeparator: string;
  templateNames: Record<BuiltInTemplateId, string>;
  sheets: { orders: string; invoiceLines: string; notes: string };
  notes: {
    headings: { sheet: string; column: string; required: string; format: string; limits: string; example: string };
    yes: string;
    no: string;
    types: Record<FieldType, string>;
    length: { between: string; atMost: string };
    range: { between: string; above: string; atLeast: string };
    decimals: string;
    values: string;
    /** Between the values of an enumeration: "普货、带电" but "general, battery". */
    valueSeparator: string;
    orderKey: string;
    lookup: string;
    exampleRow: string;
  };
  /** The words of enumerations a sheet may give by label (goods types and the like). */
  enumLabels: EnumLabels;
  errorColumn: string;
  rowReasons: Record<RowReason, string>;
  fileReasons: Record<FileReason, string>;
};

export const EXCEL_TEXTS: Record<Language, ExcelTexts> = { 'zh-CN': ZH_CN_TEXTS, 'zh-TW': ZH_TW_TEXTS, 'en-US': EN_US_TEXTS };

/** Puts parameters into a text; a parameter the problem does not carry is left out rather than shown raw. */
export function fillText(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
