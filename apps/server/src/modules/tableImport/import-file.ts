import { Readable } from 'node:stream';
import { fieldError } from '@parcelflow/contract';
import type { TaskContext } from '../../tasks/handler.ts';
import { findOwnFiles, type StoredFile } from '../file/index.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The uploaded workbook's name and bytes, held in memory (the upload's own size limit bounds them). */
export async function readUpload(ctx: TaskContext): Promise<{ name: string; bytes: Buffer }> {
  const [file] = ctx.task.inputFileId ? await findOwnFiles(ctx.db, ctx.task, [ctx.task.inputFileId]) : [];
  if (!file) throw fieldError('fileId', 'notFound');
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.open(file.storageKey)) chunks.push(chunk as Buffer);
  return { name: file.name, bytes: Buffer.concat(chunks) };
}

/** The user's own workbook with its error column, stored for download as "<name>-errors.xlsx". */
export async function storeReport(ctx: TaskContext, uploadName: string, report: Buffer): Promise<StoredFile> {
  const stored = await ctx.storage.put(Readable.from([report]), report.length);
  return { name: `${uploadName.replace(/\.xlsx$/i, '')}-errors.xlsx`, contentType: XLSX_CONTENT_TYPE, ...stored };
}
