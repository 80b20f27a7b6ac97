import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { fieldError, TASK_COMMON_NAMES, TASK_LIMITS, TASK_RESULT_CODES, TASK_TYPES, type TaskCommonName, type TaskType, type TaskView } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { findOwnFiles, type FileOwner } from '../modules/file/index.ts';
import { taskError } from './task.errors.ts';
import { tasks } from './task.table.ts';
import { toTaskView } from './task.view.ts';
import { TASK_CHANNEL, taskWakeups } from './wake.ts';

/** First key of the per-user advisory lock that serialises enqueues ("task" in ASCII; the second key is the user id). */
const ENQUEUE_LOCK = 0x7461736b;

/**
 * Queues a task for the caller. Refuses a sixth waiting import (50065) and a second export while one waits
 * or runs (20182); the input file must be the caller's own upload (anyone else's is not found). Wakes the runners at once.
 */
export async function enqueueTask(db: Db, caller: FileOwner, type: TaskType, reqParam: unknown = {}, inputFileId?: number): Promise<TaskView> {
  const commonName = TASK_TYPES[type];
  const row = await db.transaction(async (tx) => {
    // Two requests at once must not both pass the limits: each holds this user's lock until it commits.
    await tx.execute(sql`select pg_advisory_xact_lock(${ENQUEUE_LOCK}::int, ${caller.userId}::int)`);
    await checkLimits(tx, caller.userId, commonName);
    if (inputFileId !== undefined && (await findOwnFiles(tx, caller, [inputFileId])).length === 0) throw fieldError('fileId', 'notFound');
    const [task] = await tx.insert(tasks).values({ companyId: caller.companyId, userId: caller.userId, commonName, type, reqParam: reqParam ?? {}, inputFileId }).returning();
    // Delivered at commit to every server copy listening on PostgreSQL.
    await tx.execute(sql`select pg_notify(${TASK_CHANNEL}, ${type})`);
    return task;
  });
  taskWakeups.emit('enqueued');
  return toTaskView(row);
}

async function checkLimits(db: Db, userId: number, commonName: TaskCommonName): Promise<void> {
  if (commonName === TASK_COMMON_NAMES.import) {
    const waiting = await countTasks(db, userId, commonName, ['waiting']);
    if (waiting >= TASK_LIMITS.waitingImportsPerUser) throw taskError(TASK_RESULT_CODES.tooManyWaitingImports, { max: TASK_LIMITS.waitingImportsPerUser });
  }
  if (commonName === TASK_COMMON_NAMES.export) {
    const active = await countTasks(db, userId, commonName, ['waiting', 'running']);
    if (active >= TASK_LIMITS.activeExportsPerUser) throw taskError(TASK_RESULT_CODES.exportRunning);
  }
}

async function countTasks(db: Db, userId: number, commonName: TaskCommonName, statuses: ('waiting' | 'running')[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tasks)
    .where(and(eq(tasks.userId, userId), eq(tasks.commonName, commonName), inArray(tasks.status, statuses)));
  return row.n;
}
