import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { TASK_RESULT_CODES, type TaskErrorInfo } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { tasks, type TaskRow } from './task.table.ts';

/** The task is still running and still this runner's: the guard of every write a runner makes to it. */
export function heldBy(taskId: number, runnerId: string): SQL {
  return and(eq(tasks.id, taskId), eq(tasks.status, 'running'), eq(tasks.claimedBy, runnerId)) as SQL;
}

/**
 * Takes the oldest waiting task of these types. SKIP LOCKED lets several server copies claim at once without
 * waiting on each other or taking the same row; the statement is its own short transaction.
 */
export async function claimTask(db: Db, runnerId: string, types: string[]): Promise<TaskRow | undefined> {
  const oldest = db.select({ id: tasks.id }).from(tasks)
    .where(and(eq(tasks.status, 'waiting'), inArray(tasks.type, types)))
    .orderBy(asc(tasks.id)).limit(1).for('update', { skipLocked: true });
  const [row] = await db.update(tasks)
    .set({ status: 'running', claimedBy: runnerId, startedAt: sql`now()`, heartbeatAt: sql`now()` })
    .where(sql`${tasks.id} = (${oldest})`)
    .returning();
  return row;
}

/** Refreshes the heartbeats of this runner's tasks; answers those still running with their cancel flag. */
export async function beat(db: Db, runnerId: string, ids: number[]): Promise<{ id: number; cancelRequested: boolean }[]> {
  return db.update(tasks).set({ heartbeatAt: sql`now()` })
    .where(and(inArray(tasks.id, ids), eq(tasks.status, 'running'), eq(tasks.claimedBy, runnerId)))
    .returning({ id: tasks.id, cancelRequested: tasks.cancelRequested });
}

/** Records progress; answers undefined once the task is no longer this runner's to run. */
export async function saveProgress(db: Db, runnerId: string, taskId: number, done: number, total: number): Promise<{ cancelRequested: boolean } | undefined> {
  const [row] = await db.update(tasks).set({ progressDone: done, progressTotal: total, heartbeatAt: sql`now()` })
    .where(heldBy(taskId, runnerId)).returning({ cancelRequested: tasks.cancelRequested });
  return row;
}

/** Ends a running task of this runner without any work of its own landing (cancelled, failed, interrupted). */
export async function endTask(db: Db, runnerId: string, taskId: number, status: 'failed' | 'cancelled', errorInfo: TaskErrorInfo | null): Promise<void> {
  await db.update(tasks).set({ status, errorInfo, finishedAt: sql`now()` }).where(heldBy(taskId, runnerId));
}

/** Gives a task this runner stopped at shutdown back to the queue, as if never claimed. */
export async function requeueTask(db: Db, runnerId: string, taskId: number): Promise<void> {
  await db.update(tasks).set({ status: 'waiting', claimedBy: null, startedAt: null, heartbeatAt: null, progressDone: 0, progressTotal: 0 })
    .where(heldBy(taskId, runnerId));
}

/**
 * Fails the tasks whose runner died (20186), so every task reaches a final state after a crash. `staleAfterMs`
 * undefined means every running task: on PGlite one process owns the data, so at its start none can be alive.
 */
export async function failInterruptedTasks(db: Db, staleAfterMs?: number): Promise<number> {
  const stale = staleAfterMs === undefined ? undefined : lt(tasks.heartbeatAt, sql`now() - ${staleAfterMs}::int * interval '1 millisecond'`);
  const failed = await db.update(tasks)
    .set({ status: 'failed', errorInfo: { code: TASK_RESULT_CODES.taskInterrupted }, finishedAt: sql`now()` })
    .where(and(eq(tasks.status, 'running'), stale))
    .returning({ id: tasks.id });
  return failed.length;
}
