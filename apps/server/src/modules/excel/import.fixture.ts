import { FIELD_EXAMPLES, localText, type ImportFieldKey, type Language, type PartyFieldKey, type TemplateColumn } from '@parcelflow/contract';
import ExcelJS from 'exceljs';
import type { ImportLookups } from './build-order-input.ts';
import type { PyCell } from './python.fixture.ts';

/** A row given by field; the template's example values fill what it leaves out, `null` empties a cell. */
export type RowSpec = Partial<Record<ImportFieldKey, PyCell>>;

/** A header row in the user's language and one row per spec, in the template's column order. */
export function sheetRows(columns: readonly TemplateColumn[], language: Language, specs: RowSpec[]): PyCell[][] {
  const header = columns.map((column) => localText(column.header, language));
  const rows = specs.map((spec) => columns.map(({ field }) => (field in spec ? (spec[field] ?? null) : (FIELD_EXAMPLES[field] ?? null))));
  return [header, ...rows];
}

export const WAREHOUSE_ONT8: Partial<Record<PartyFieldKey, string>> = { country: 'US', state: 'CA', city: 'Moreno Valley', postcode: '92551', address1: '24208 San Michele Rd' };

/** The demo company's codes: customer C0001 is id 11, channel HY-US-AIR id 21, warehouse ONT8. */
export const LOOKUPS: ImportLookups = {
  resolveCustomer: (code) => (code === 'C0001' ? 11 : undefined),
  resolveChannel: (code) => (code === 'HY-US-AIR' ? 21 : undefined),
  resolveWarehouse: (code) => (code === 'ONT8' ? WAREHOUSE_ONT8 : undefined),
};

/** The same kind of workbook written by ExcelJS, which saves a formula's result beside it. */
export async function excelJsWorkbook(sheets: { title: string; rows: ExcelJS.CellValue[][] }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { title, rows } of sheets) workbook.addWorksheet(title).addRows(rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
