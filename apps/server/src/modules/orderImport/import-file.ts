import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CommandError, fieldError, RESULT_CODES } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TaskContext } from '../../tasks/handler.ts';
import { tasks } from '../../tasks/task.table.ts';
import { findOwnFiles } from '../file/index.ts';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The uploaded workbook's name and bytes: at most 10 MB, the upload's own limit, so held in memory. */
export async function readInputFile(ctx: TaskContext): Promise<{ name: string; bytes: Buffer }> {
  const [file] = ctx.task.inputFileId ? await findOwnFiles(ctx.db, ctx.task, [ctx.task.inputFileId]) : [];
  if (!file) throw fieldError('fileId', 'notFound');
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.open(file.storageKey)) chunks.push(chunk as Buffer);
  return { name: file.name, bytes: Buffer.concat(chunks) };
}

/** What recognises the same file uploaded again under any name: the SHA-256 of its bytes. */
export function fileHashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A file the company already imported with success is refused (20196), naming the task that imported it. */
export async function assertNotImportedBefore(db: Db, companyId: number, fileHash: string): Promise<void> {
  const [earlier] = await db.select({ id: tasks.id }).from(tasks)
    .where(and(eq(tasks.companyId, companyId), eq(tasks.type, 'orderImport'), eq(tasks.status, 'succeeded'), sql`${tasks.result}->>'fileHash' = ${fileHash}`))
    .limit(1);
  if (earlier) throw new CommandError(RESULT_CODES.importRepeated, { taskId: earlier.id });
}

/** "订单.xlsx" gives "订单-errors.xlsx". */
export function errorReportName(uploadName: string): string {
  return `${uploadName.replace(/\.xlsx$/i, '')}-errors.xlsx`;
}
