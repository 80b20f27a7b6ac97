import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { TaskHandler, TaskHandlers } from './handler.ts';
import { beat, claimTask, failInterruptedTasks } from './queue.ts';
import { runTask, type RunningTask } from './run-task.ts';
import { TASK_CHANNEL, taskWakeups } from './wake.ts';
import { createWorkerPool, type WorkerLimits } from './worker-pool.ts';

export type TaskRunnerOptions = {
  handlers: TaskHandlers;
  /** Tasks run at once in this process. */
  concurrency: number;
  /** How often the queue is looked at without a wake-up (PGlite has no NOTIFY; a notification may be missed). */
  pollMs: number;
  heartbeatMs: number;
  /** On PostgreSQL, a running task whose heartbeat is older than this belongs to a dead process. */
  staleAfterMs: number;
  progressMs: number;
  /** How long stop() waits for handlers told to stop before leaving their tasks to crash recovery. */
  shutdownGraceMs: number;
  /** Memory limits of each task worker thread (docs/tasks.md, "Worker threads"). */
  workerLimits: WorkerLimits;
};

export const DEFAULT_RUNNER_OPTIONS: Omit<TaskRunnerOptions, 'handlers'> = {
  concurrency: 2, pollMs: 1000, heartbeatMs: 5000, staleAfterMs: 30_000, progressMs: 500, shutdownGraceMs: 5000,
  workerLimits: { maxOldGenerationSizeMb: 512 },
};

export type TaskRunner = {
  stop: () => Promise<void>;
  /** When the loop last went round (ms since the epoch), for the health check. */
  aliveAt: () => number;
};

/**
 * Runs queued tasks in this process: recovers the tasks of dead processes, then claims, heartbeats and sweeps
 * in one loop until stop(). Any number of processes may run one on the same PostgreSQL database.
 */
export async function startTaskRunner(database: Database, storage: FileStorage, log: FastifyBaseLogger, options: TaskRunnerOptions): Promise<TaskRunner> {
  const { db } = database;
  const runnerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const handlers = new Map(Object.entries(options.handlers).filter((entry): entry is [string, TaskHandler] => entry[1] !== undefined));
  const types = [...handlers.keys()];
  const active = new Map<number, RunningTask>();
  let stopping = false;
  let abandoned = false;
  // One worker per running task at most: the main thread only waits on them.
  const workers = createWorkerPool(options.concurrency, options.workerLimits, log);
  const deps = { db, storage, log, runnerId, workers, progressMs: options.progressMs, abandoned: () => abandoned };

  const recovered = await failInterruptedTasks(db, database.kind === 'pglite' ? undefined : options.staleAfterMs);
  if (recovered > 0) log.warn({ recovered }, 'tasks interrupted by a previous stop marked failed (20186)');

  const alarm = createAlarm();
  taskWakeups.on('enqueued', alarm.ring);
  if (types.length > 0) await database.listen(TASK_CHANNEL, alarm.ring);

  async function heartbeat(): Promise<void> {
    if (active.size === 0) return;
    const held = new Map((await beat(db, runnerId, [...active.keys()])).map((row) => [row.id, row]));
    for (const [id, running] of active) {
      const row = held.get(id);
      if (!row) running.stop('ended');
      else if (row.cancelRequested) running.stop('cancel');
    }
  }

  async function claimWhileFree(): Promise<void> {
    while (!stopping && types.length > 0 && active.size < options.concurrency) {
      const task = await claimTask(db, runnerId, types);
      if (!task) return;
      const running = runTask(deps, task, handlers.get(task.type) as TaskHandler);
      active.set(task.id, running);
      void running.finished.then(() => {
        active.delete(task.id);
        alarm.ring();
      });
    }
  }

  let lastRoundAt = Date.now();
  const loop = (async () => {
    let lastBeat = 0;
    let lastSweep = Date.now();
    while (!stopping) {
      lastRoundAt = Date.now();
      try {
        if (Date.now() - lastBeat >= options.heartbeatMs) {
          lastBeat = Date.now();
          await heartbeat();
        }
        // On PGlite this process is the only one: whatever it did not finish, it recovered at start.
        if (database.kind === 'postgres' && Date.now() - lastSweep >= options.staleAfterMs / 2) {
          lastSweep = Date.now();
          await failInterruptedTasks(db, options.staleAfterMs);
        }
        await claimWhileFree();
      } catch (error) {
        log.warn({ err: error }, 'task runner step failed, trying again at the next poll');
      }
      await alarm.wait(Math.min(options.pollMs, options.heartbeatMs));
    }
  })();

  return {
    aliveAt: () => lastRoundAt,
    async stop() {
      stopping = true;
      taskWakeups.off('enqueued', alarm.ring);
      alarm.ring();
      await loop;
      for (const running of active.values()) running.stop('shutdown');
      const graceOver = createAlarm();
      await Promise.race([Promise.all([...active.values()].map((running) => running.finished)), graceOver.wait(options.shutdownGraceMs)]);
      graceOver.ring();
      // A handler that stopped went back to the queue; one still busy is left to crash recovery (20186).
      abandoned = true;
      await workers.close();
    },
  };
}

/** A sleep that ring() cuts short; a ring while awake makes the next wait return at once, so none is lost. */
function createAlarm() {
  let rung = false;
  let wakeUp: (() => void) | undefined;
  return {
    ring() {
      rung = true;
      wakeUp?.();
    },
    wait(ms: number): Promise<void> {
      if (rung) {
        rung = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = undefined;
          rung = false;
          resolve();
        }
        wakeUp = done;
      });
    },
  };
}
