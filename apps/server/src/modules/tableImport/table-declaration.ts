import { EXCEL_LIMITS, REFERENCE_TABLES, type ExcelLimits, type TableDeclaration } from '@parcelflow/contract';
import type { HeaderColumn } from '../excel/index.ts';

/** A table of the registry by name (the task's reqParam names it). */
export function tableDeclarationOf(name: string): TableDeclaration<string, unknown> {
  const table = REFERENCE_TABLES[name];
  if (!table) throw new Error(`No reference table ${name}`);
  return table;
}

/** The table's columns as the sheet reader matches them: a header per language, required from the cell's schema. */
export function headerColumnsOf(table: TableDeclaration<string, unknown>): HeaderColumn<string>[] {
  return table.columns.map((column) => ({ field: column.key, header: column.header, required: column.required }));
}

/** The reader's limits, raised where the table says its real files need it. */
export function limitsOf(table: TableDeclaration<string, unknown>): ExcelLimits {
  return { ...EXCEL_LIMITS, ...table.limits };
}
