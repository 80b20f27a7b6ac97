import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { fieldError, TASK_RESULT_CODES } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/task/commands';
import type { Db } from '../db/client.ts';
import { implement } from '../envelope/command.ts';
import { tasks, type TaskRow } from './task.table.ts';
import { toTaskView } from './task.view.ts';

export const taskCommands = [
  implement(contract.listMyTasks, async (ctx, input) => {
    const rows = await ctx.db.select().from(tasks).where(eq(tasks.userId, ctx.caller.userId)).orderBy(desc(tasks.id)).limit(input.limit);
    return { tasks: rows.map(toTaskView) };
  }),
  implement(contract.cancelTask, async (ctx, input) => {
    const own = and(eq(tasks.id, input.taskId), eq(tasks.userId, ctx.caller.userId));
    const [cancelled] = await ctx.db.update(tasks).set({ status: 'cancelled', cancelRequested: true, finishedAt: sql`now()` })
      .where(and(own, eq(tasks.status, 'waiting'))).returning();
    // Claimed in between? Then it is running, and the handler is asked to stop.
    const [requested] = cancelled ? [cancelled] : await ctx.db.update(tasks).set({ cancelRequested: true })
      .where(and(own, eq(tasks.status, 'running'))).returning();
    return toTaskView(requested ?? (await findOwnTask(ctx.db, ctx.caller.userId, input.taskId)));
  }),
  implement(contract.terminateTask, async (ctx, input) => {
    const [terminated] = await ctx.db.update(tasks)
      .set({ status: 'terminated', errorInfo: { code: TASK_RESULT_CODES.taskTerminated }, finishedAt: sql`now()` })
      .where(and(eq(tasks.id, input.taskId), eq(tasks.userId, ctx.caller.userId), inArray(tasks.status, ['waiting', 'running']))).returning();
    return toTaskView(terminated ?? (await findOwnTask(ctx.db, ctx.caller.userId, input.taskId)));
  }),
];

/** A task of this user as it stands (already ended); another user's answers exactly as a missing one. */
async function findOwnTask(db: Db, userId: number, taskId: number): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (!row) throw fieldError('taskId', 'notFound');
  return row;
}
