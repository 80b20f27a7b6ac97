import { Readable, Writable } from 'node:stream';
import ExcelJS from 'exceljs';

const ROWS_PER_PAUSE = 500;

export type BareWrite = { seconds: number; rows: number; bytes: number };

/** The rows of an exported file as plain values, read back with ExcelJS's streaming reader (header included). */
export async function rowsOf(file: Buffer): Promise<ExcelJS.CellValue[][]> {
  const rows: ExcelJS.CellValue[][] = [];
  for await (const sheet of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {})) {
    for await (const row of sheet) rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  }
  return rows;
}

/**
 * The same rows through ExcelJS's WorkbookWriter alone, from memory into nothing, with the export's options (no
 * styles, no shared strings, zlib level 1): what writing costs without the database, formatting and storage.
 */
export async function timeBareWrite(rows: readonly ExcelJS.CellValue[][]): Promise<BareWrite> {
  let bytes = 0;
  const sink = new Writable({ write: (chunk: Buffer, _encoding, done) => { bytes += chunk.length; done(); } });
  const started = performance.now();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: false, zip: { zlib: { level: 1 } } });
  const sheet = workbook.addWorksheet('Orders');
  for (const [index, row] of rows.entries()) {
    sheet.addRow(row).commit();
    // As the export's writer does: zipping runs while the loop yields, so the sheet's XML does not pile up.
    if (index % ROWS_PER_PAUSE === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  sheet.commit();
  await workbook.commit();
  return { seconds: (performance.now() - started) / 1000, rows: rows.length, bytes };
}
