import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { CommandError, RESULT_CODES } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../tasks/task.table.ts';

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
