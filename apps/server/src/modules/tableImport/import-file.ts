import { Readable } from 'node:stream';
import type { TaskContext } from '../../tasks/handler.ts';
import { XLSX_CONTENT_TYPE } from '../excel/index.ts';
import type { StoredFile } from '../file/index.ts';

/** The user's own workbook with its error column, stored for download as "<name>-errors.xlsx". */
export async function storeReport(ctx: TaskContext, uploadName: string, report: Buffer): Promise<StoredFile> {
  const stored = await ctx.storage.put(Readable.from([report]), report.length);
  return { name: `${uploadName.replace(/\.xlsx$/i, '')}-errors.xlsx`, contentType: XLSX_CONTENT_TYPE, ...stored };
}
