import { eq, sql } from 'drizzle-orm';
import { CommandError } from '@parcelflow/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { recordFile } from '../modules/file/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { describeError } from '../envelope/error-log.ts';
import type { TaskContext, TaskHandler, TaskOutcome } from './handler.ts';
import { endTask, heldBy, requeueTask, saveProgress } from './queue.ts';
import { errorInfoOf, TaskStoppedError, type StopReason } from './task.errors.ts';
import { tasks, type TaskRow } from './task.table.ts';
import type { WorkerPool } from './worker-pool.ts';

export type RunDeps = {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
  runnerId: string;
  workers: WorkerPool;
  /** Progress is written at most this often (the last report always is). */
  progressMs: number;
  /** True once the server gave up waiting at shutdown: the database may be closed, so nothing is written. */
  abandoned: () => boolean;
};

/** A task being run here: stop() tells it why it must end, `finished` settles once it has. */
export type RunningTask = { stop: (reason: StopReason) => void; finished: Promise<void> };

export function runTask(deps: RunDeps, task: TaskRow, handler: TaskHandler): RunningTask {
  const controller = new AbortController();
  let stopReason: StopReason | undefined;
  let lastProgressAt = 0;
  const stop = (reason: StopReason) => {
    if (stopReason) return;
    stopReason = reason;
    controller.abort(new TaskStoppedError(reason));
  };
  const throwIfStopped = () => {
    if (stopReason) throw new TaskStoppedError(stopReason);
  };
  const log = deps.log.child({ taskId: task.id, taskType: task.type });
  const ctx: TaskContext = {
    task, db: deps.db, storage: deps.storage, signal: controller.signal, log,
    useWorker: deps.workers.use({ signal: controller.signal, log }),
    async reportProgress(done, total) {
      throwIfStopped();
      if (done < total && Date.now() - lastProgressAt < deps.progressMs) return;
      lastProgressAt = Date.now();
      const held = await saveProgress(deps.db, deps.runnerId, task.id, done, total);
      if (!held) stop('ended');
      else if (held.cancelRequested) stop('cancel');
      throwIfStopped();
    },
  };

  const finished: Promise<void> = Promise.resolve().then(() => handler(ctx)).then(
    (outcome) => settle({ outcome }),
    (error: unknown) => settle({ error }),
  ).catch((error: unknown) => log.error({ error: describeError(error) }, 'task could not be finished'));
  return { stop, finished };

  /** Writes how the task ended; what was stopped keeps none of its work. */
  async function settle(ended: { outcome?: TaskOutcome; error?: unknown }): Promise<void> {
    if (deps.abandoned()) return;
    const reason = stopReason;
    let committed = false;
    if (!reason && ended.outcome) {
      committed = await commit(deps, task, ended.outcome).catch(async (error: unknown) => {
        await fail(error);
        return false;
      });
    }
    if (!committed && ended.outcome?.resultFile) await deps.storage.remove(ended.outcome.resultFile.storageKey);
    if (reason === 'cancel') await endTask(deps.db, deps.runnerId, task.id, 'cancelled', null);
    // Nothing of a stopped handler landed, so another copy (or this one after its restart) may run it afresh.
    if (reason === 'shutdown') await requeueTask(deps.db, deps.runnerId, task.id);
    if (!reason && ended.error) await fail(ended.error);
  }

  async function fail(error: unknown) {
    if (!(error instanceof CommandError)) log.error({ error: describeError(error) }, 'task failed');
    await endTask(deps.db, deps.runnerId, task.id, 'failed', errorInfoOf(error));
  }
}

/**
 * The handler's one final write: its rows, its result file and the task's end, in one transaction that first
 * locks the task and checks it is still running and ours, so a terminated task's late work never lands.
 */
async function commit(deps: RunDeps, task: TaskRow, outcome: TaskOutcome): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [held] = await tx.select({ cancelRequested: tasks.cancelRequested }).from(tasks).where(heldBy(task.id, deps.runnerId)).for('update');
    if (!held) return false;
    if (held.cancelRequested) {
      await tx.update(tasks).set({ status: 'cancelled', finishedAt: sql`now()` }).where(eq(tasks.id, task.id));
      return false;
    }
    const resultFileId = outcome.resultFile ? await recordFile(tx, { companyId: task.companyId, userId: task.userId }, outcome.resultFile) : null;
    const written = await outcome.write?.(tx);
    await tx.update(tasks).set({
      status: outcome.status ?? 'succeeded', result: (written ? written.result : outcome.result) ?? null, errorInfo: outcome.errorInfo ?? null, resultFileId, finishedAt: sql`now()`,
    }).where(eq(tasks.id, task.id));
    return true;
  });
}
