import type { ExportColumn, ExportValue } from '../excel/index.ts';

/** A column of a reference table's export, as plain data the export's worker builds its column from. */
export type KeyedColumn = { key: string; header: string };
type TableRow = Record<string, unknown>;

/** The sheet's columns, each reading its key of the row (tableExport.worker.ts). */
export const keyedColumns = (columns: readonly KeyedColumn[]): ExportColumn<TableRow>[] =>
  columns.map(({ key, header }) => ({ header, width: 18, value: (row) => exportValueOf(row[key]) }));

/** A cell of the export: text and numbers as they are, anything else (a date) as its text. */
function exportValueOf(value: unknown): ExportValue {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value instanceof Date ? value.toISOString() : JSON.stringify(value);
}
