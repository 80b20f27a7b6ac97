import type { Writable } from 'node:stream';
import { columnLetters, SHEET_END, SHEET_PART, sheetStart, workbookParts } from './export-parts.ts';
import { inlineString } from './xml-escape.ts';
import { zipWriter } from './zip-writer.ts';

/** Dates come formatted by the caller in the user's time zone (yyyy-mm-dd HH:mm sorts as text). */
export type ExportValue = string | number | boolean | null | undefined;
/** One column the user chose: its header and how to read it from a row. */
export type ExportColumn<Row> = { header: string; value: (row: Row) => ExportValue; width?: number };

/** Sheet XML gathered before one write: large enough that deflate and the output see few calls. */
const CHUNK_BYTES = 64 * 1024;
/** zlib level 1: level 6 saves a sixth of the file for two to three times the deflate time (docs/excel.md, section 7). */
const ZIP_LEVEL = 1;

/**
 * Streams rows into an .xlsx on `output`, writing the sheet's XML itself: strings inline (a shared-string table
 * would hold every text to the end), numbers as numbers, no styles. Rows are gathered into 64 KB pieces, each
 * deflated on its way out; the loop waits while the output is full, so memory stays bounded with a slow reader.
 * Answers how many rows were written.
 */
export async function writeXlsxExport<Row>(output: Writable, sheetName: string, columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>): Promise<number> {
  const zip = zipWriter(output, ZIP_LEVEL);
  for (const [name, xml] of workbookParts(sheetName, new Date())) await zip.add(name, xml);
  const sheet = await zip.stream(SHEET_PART);
  const letters = columnLetters(columns.length);
  // Each row's text is encoded straight into the current piece: one large string per piece costs more to flatten.
  let piece = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const append = async (xml: string) => {
    const room = xml.length * 3; // UTF-8 takes at most 3 bytes per UTF-16 unit
    if (used + room > piece.length) {
      await sheet.write(piece.subarray(0, used));
      piece = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, room));
      used = 0;
    }
    used += piece.write(xml, used);
  };
  const values: ExportValue[] = new Array(columns.length);
  let written = 0;
  try {
    await append(sheetStart(columns.map((column) => column.width ?? 16)) + rowXml(1, letters, columns.map((column) => column.header)));
    for await (const row of rows) {
      for (let index = 0; index < columns.length; index += 1) values[index] = columns[index].value(row);
      written += 1;
      await append(rowXml(written + 1, letters, values));
    }
    await append(SHEET_END);
    await sheet.write(piece.subarray(0, used));
    await sheet.end();
  } catch (error) {
    sheet.destroy();
    throw error;
  }
  await zip.finish();
  return written;
}

/** One row's cells; an empty value (null, undefined, '') has no cell. */
function rowXml(rowNumber: number, letters: readonly string[], values: readonly ExportValue[]): string {
  let cells = '';
  for (let index = 0; index < values.length; index += 1) {
    const value = values[index];
    if (value === null || value === undefined || value === '') continue;
    const ref = letters[index] + rowNumber;
    if (typeof value === 'boolean') cells += `<c r="${ref}" t="b"><v>${value ? 1 : 0}</v></c>`;
    // NaN and Infinity are no spreadsheet number: kept as the text they print as.
    else if (typeof value === 'number' && Number.isFinite(value)) cells += `<c r="${ref}"><v>${value}</v></c>`;
    else cells += `<c r="${ref}" t="inlineStr">${inlineString(String(value))}</c>`;
  }
  return `<row r="${rowNumber}">${cells}</row>`;
}
