import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { fieldError, listMyTasksInput, TASK_RESULT_CODES, taskIdInput, type ListMyTasksOutput, type TaskView } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { defineCommand } from '../envelope/command.ts';
import { tasks, type TaskRow } from './task.table.ts';
import { toTaskView } from './task.view.ts';

export const taskCommands = [
  defineCommand({
    service: 'main', command: 'listMyTasks', permission: 'session', input: listMyTasksInput,
    summary: "The caller's recent background tasks with their progress, newest first (the progress box).",
    handler: async (ctx, input): Promise<ListMyTasksOutput> => {
      const rows = await ctx.db.select().from(tasks).where(eq(tasks.userId, ctx.caller.userId)).orderBy(desc(tasks.id)).limit(input.limit);
      return { tasks: rows.map(toTaskView) };
    },
  }),
  defineCommand({
    service: 'main', command: 'cancelTask', permission: 'session', input: taskIdInput,
    summary: 'Cancel one of the caller\'s tasks: a waiting one at once, a running one at its next progress report.',
    handler: async (ctx, input): Promise<TaskView> => {
      const own = and(eq(tasks.id, input.taskId), eq(tasks.userId, ctx.caller.userId));
      const [cancelled] = await ctx.db.update(tasks).set({ status: 'cancelled', cancelRequested: true, finishedAt: sql`now()` })
        .where(and(own, eq(tasks.status, 'waiting'))).returning();
      // Claimed in between? Then it is running, and the handler is asked to stop.
      const [requested] = cancelled ? [cancelled] : await ctx.db.update(tasks).set({ cancelRequested: true })
        .where(and(own, eq(tasks.status, 'running'))).returning();
      return toTaskView(requested ?? (await findOwnTask(ctx.db, ctx.caller.userId, input.taskId)));
    },
  }),
  defineCommand({
    service: 'main', command: 'terminateTask', permission: 'session', input: taskIdInput,
    summary: "Forcibly end one of the caller's tasks: terminated at once, and nothing its handler does later lands.",
    handler: async (ctx, input): Promise<TaskView> => {
      const [terminated] = await ctx.db.update(tasks)
        .set({ status: 'terminated', errorInfo: { code: TASK_RESULT_CODES.taskTerminated }, finishedAt: sql`now()` })
        .where(and(eq(tasks.id, input.taskId), eq(tasks.userId, ctx.caller.userId), inArray(tasks.status, ['waiting', 'running']))).returning();
      return toTaskView(terminated ?? (await findOwnTask(ctx.db, ctx.caller.userId, input.taskId)));
    },
  }),
];

/** A task of this user as it stands (already ended); another user's answers exactly as a missing one. */
async function findOwnTask(db: Db, userId: number, taskId: number): Promise<TaskRow> {
  const [row] = await db.select().from(tasks).where(and(eq(tasks.id, taskId), eq(tasks.userId, userId)));
  if (!row) throw fieldError('taskId', 'notFound');
  return row;
}
