import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { columnLetters, SHEET_END, SHEET_PART, sheetStart, workbookParts } from './export-parts.ts';
import { withStreamBuffer } from './stream-buffer.ts';
import { inlineString } from './xml-escape.ts';

/** Dates come formatted by the caller in the user's time zone (yyyy-mm-dd HH:mm sorts as text). */
export type ExportValue = string | number | boolean | null | undefined;
/** One column the user chose: its header and how to read it from a row. */
export type ExportColumn<Row> = { header: string; value: (row: Row) => ExportValue; width?: number };

/** Sheet XML gathered before one write: large enough that deflate and the output see few calls. */
/** What a stored or answered .xlsx is served as. */
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const CHUNK_BYTES = 64 * 1024;
/** zlib level 1: level 6 saves a sixth of the file for two to three times the deflate time (docs/excel.md, section 7). */
const ZIP_LEVEL = 1;
/**
 * What each of yazl's streams (its output, and for the sheet a checksum, two counters and deflate) buffers: Node 20's
 * default, given explicitly so a full output holds back as many rows on every Node version.
 */
export const ZIP_STREAM_BYTES = 16 * 1024;

/**
 * Streams rows into an .xlsx on `output`, writing the sheet's XML itself: strings inline (a shared-string table
 * would hold every text to the end), numbers as numbers, no styles. yazl zips it: the small parts whole, the sheet
 * as a stream of 64 KB pieces deflated on their way out. The loop waits while the sheet's stream is full, which it
 * stays while the output is, so memory stays bounded with a slow reader; if the output goes away it fails rather
 * than waiting for ever. Answers how many rows were written.
 */
export async function writeXlsxExport<Row>(output: Writable, sheetName: string, columns: readonly ExportColumn<Row>[], rows: AsyncIterable<Row> | Iterable<Row>): Promise<number> {
  const zip = withStreamBuffer(ZIP_STREAM_BYTES, () => new ZipFile());
  const options = { mtime: new Date(), compressionLevel: ZIP_LEVEL };
  for (const [name, xml] of workbookParts([sheetName], options.mtime)) zip.addBuffer(Buffer.from(xml), name, options);
  const sheet = new PassThrough({ highWaterMark: CHUNK_BYTES });
  // yazl makes the sheet's streams when its turn comes, right as it is handed the sheet.
  zip.addReadStreamLazy(SHEET_PART, options, (take) => withStreamBuffer(ZIP_STREAM_BYTES, () => take(null, sheet)));
  zip.end();
  // Settles when the output has taken the whole file, or fails as soon as it is destroyed or closes early.
  const delivered = finished(output, { readable: false });
  delivered.catch(() => undefined);
  zip.outputStream.pipe(output);
  const send = async (data: Buffer) => {
    if (output.destroyed) throw output.errored ?? new Error('The output closed before the file was written');
    if (!sheet.write(data)) await Promise.race([once(sheet, 'drain'), delivered]);
  };
  const letters = columnLetters(columns.length);
  // Each row's text is encoded straight into the current piece: one large string per piece costs more to flatten.
  let piece = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  const append = async (xml: string) => {
    const room = xml.length * 3; // UTF-8 takes at most 3 bytes per UTF-16 unit
    if (used + room > piece.length) {
      await send(piece.subarray(0, used));
      piece = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, room));
      used = 0;
    }
    used += piece.write(xml, used);
  };
  const values: ExportValue[] = new Array(columns.length);
  let written = 0;
  try {
    await append(sheetStart(columns.map((column) => ({ width: column.width ?? 16 }))) + rowXml(1, letters, columns.map((column) => column.header)));
    for await (const row of rows) {
      for (let index = 0; index < columns.length; index += 1) values[index] = columns[index].value(row);
      written += 1;
      await append(rowXml(written + 1, letters, values));
    }
    await append(SHEET_END);
    await send(piece.subarray(0, used));
    sheet.end();
    await delivered;
  } catch (error) {
    // The zip will never end: its streams are let go, and the output is left to the caller.
    zip.outputStream.unpipe(output);
    sheet.destroy();
    throw error;
  }
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
