import { fieldError } from '@parcelflow/contract';
import { findOwnFiles } from '../modules/file/index.ts';
import type { TaskContext } from './handler.ts';

/** An import task's uploaded workbook, name and bytes, held in memory (the upload's own size limit bounds them); only the task user's own upload. */
export async function readTaskInput(ctx: TaskContext): Promise<{ name: string; bytes: Buffer }> {
  const [file] = ctx.task.inputFileId ? await findOwnFiles(ctx.db, ctx.task, [ctx.task.inputFileId]) : [];
  if (!file) throw fieldError('fileId', 'notFound');
  const chunks: Buffer[] = [];
  for await (const chunk of await ctx.storage.open(file.storageKey)) chunks.push(chunk as Buffer);
  return { name: file.name, bytes: Buffer.concat(chunks) };
}
