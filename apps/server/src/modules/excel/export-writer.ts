import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from './formula-guard.ts';

/** Dates come formatted by the caller in the user's time zone (yyyy-mm-dd HH:mm sorts as text). */
export type ExportValue = string | number | boolean | null | undefined;
/** One column the user chose: its header and how to read it from a row. */
export type ExportColumn<Row> = { header: string; value: (row: Row) => ExportValue; width?: number };

/** Rows between two looks at the output, so zipping keeps pace with a slow writer instead of buffering. */
const ROWS_PER_PAUSE = 500;

/**
 * Streams rows into an .xlsx on `output` with ExcelJS's WorkbookWriter: each row is committed and
 * leaves memory at once, strings are written inline (a shared-string table would keep every text until
 * the end), and the loop waits while the output is full. Without styles and with fast compression it
 * writes 100,000 rows of 20 columns in about a third of the time styled cells take (docs/excel.md).
 * Answers how many rows were written.
 */
export async function writeXlsxExport<Row>(output: Writable, sheetName: string, columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useSharedStrings: false, useStyles: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width ?? 16 }));
  sheet.addRow(columns.map((column) => neutraliseFormula(column.header))).commit();
  let written = 0;
  for await (const row of rows) {
    sheet.addRow(columns.map((column) => cellValueOf(column.value(row)))).commit();
    written += 1;
    if (written % ROWS_PER_PAUSE === 0) await keepPace(output);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

function cellValueOf(value: ExportValue): ExcelJS.CellValue {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? neutraliseFormula(value) : value;
}

async function keepPace(output: Writable): Promise<void> {
  if (output.writableNeedDrain) await once(output, 'drain');
  else await new Promise((resolve) => setImmediate(resolve));
}
