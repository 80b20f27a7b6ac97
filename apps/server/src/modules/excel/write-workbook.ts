import type ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';

/** One style for every cell that has none, so ExcelJS's style cache (a WeakMap keyed by the style object) finds it. */
const NO_STYLE: Partial<ExcelJS.Style> = {};
/** zlib's default, the level ExcelJS itself uses: the report of a 10 MB upload must stay importable. */
const DEFLATE_LEVEL = 6;

/**
 * A loaded workbook written back as .xlsx, about twice as fast as `writeBuffer()` alone. ExcelJS deflates with
 * pako, in JavaScript; here it stores its parts and Node's zlib deflates them, off the main thread. And ExcelJS
 * renders the style of every cell whose style object it has not seen yet: each cell loaded without a style holds
 * an empty object of its own (a third of a filled template's cells), so they are given one to share.
 */
export async function writeWorkbookFast(workbook: ExcelJS.Workbook): Promise<Buffer> {
  for (const worksheet of workbook.worksheets) {
    worksheet.eachRow((row) => row.eachCell((cell) => {
      if (isEmpty(cell.style)) cell.style = NO_STYLE;
    }));
  }
  const stored = Buffer.from(await workbook.xlsx.writeBuffer({ zip: { compression: 'STORE' } }));
  return deflateParts(stored);
}

/** The same parts in the same order, deflated by zlib; JSZip's folder entries are left out, as Excel writes none. */
async function deflateParts(stored: Buffer): Promise<Buffer> {
  const source = await yauzl.fromBufferPromise(stored, { lazyEntries: true });
  const target = new ZipFile();
  const written = bytesOf(target.outputStream);
  for await (const entry of source.eachEntry()) {
    if (entry.fileName.endsWith('/')) continue;
    target.addBuffer(await bytesOf(await source.openReadStreamPromise(entry)), entry.fileName, { compressionLevel: DEFLATE_LEVEL });
  }
  target.end();
  return written;
}

async function bytesOf(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function isEmpty(style: Partial<ExcelJS.Style>): boolean {
  for (const key in style) if (Object.hasOwn(style, key)) return false;
  return true;
}
