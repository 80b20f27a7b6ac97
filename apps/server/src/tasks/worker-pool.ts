import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { CommandError, RESULT_CODES } from '@parcelflow/contract';
import { END_SESSION } from './serve-worker.ts';
import { connectRpc, type Caller, type Rpc, type RpcApi } from './worker-rpc.ts';
import { workerScript } from './worker-script.ts';

export type WorkerLimits = ResourceLimits;
export type WorkerDeath = 'memory' | 'crash' | 'exit';
/** Runs `work` with a worker of `script`; `main` are the methods the worker may call back (rows to write...). */
export type UseWorker = <Api extends RpcApi, T>(script: URL, work: (call: Caller<Api>) => Promise<T>, main?: RpcApi) => Promise<T>;
export type WorkerPool = { use: (task: { signal: AbortSignal; log: FastifyBaseLogger }) => UseWorker; close: () => Promise<void> };

/** A worker that ended by itself (out of memory, an uncaught exception, an exit): its task is interrupted (20186). */
export class WorkerDiedError extends CommandError {
  constructor(readonly death: WorkerDeath, detail: string) {
    super(RESULT_CODES.taskInterrupted, {}, `Task worker died (${death}): ${detail}`);
  }
}

type Slot = { worker: Worker; script: string; rpc: Rpc<RpcApi>; main?: RpcApi; log: FastifyBaseLogger; broken: boolean; idleTimer?: NodeJS.Timeout };

/** An idle worker is kept this long for the next task by default (under source, starting one costs half a second). */
const IDLE_MS = 30_000;

/**
 * At most `maxWorkers` worker threads (the runner's concurrency, one per running task), each with `limits`, kept
 * between tasks while idle. A worker serves one task at a time; one that failed or was stopped is never reused.
 * The task's signal terminates its worker; a worker's death rejects only that task's calls.
 */
export function createWorkerPool(maxWorkers: number, limits: WorkerLimits, log: FastifyBaseLogger, idleMs = IDLE_MS): WorkerPool {
  const slots = new Set<Slot>();
  const idle: Slot[] = [];
  let closed = false;

  function spawn(script: URL): Slot {
    const { filename, ...loading } = workerScript(script);
    const worker = new Worker(filename, { ...loading, resourceLimits: limits });
    const slot: Slot = { worker, script: script.href, log, broken: false, rpc: connectRpc(worker, (method) => slot.main?.[method]) };
    let thrown: (Error & { code?: string }) | undefined;
    worker.on('error', (error) => (thrown = error));
    worker.on('exit', (code) => {
      slots.delete(slot);
      remove(idle, slot);
      clearTimeout(slot.idleTimer);
      const death: WorkerDeath = thrown?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : thrown ? 'crash' : 'exit';
      if (!slot.broken) slot.log.warn({ err: thrown, script: slot.script, exitCode: code }, `task worker died (${death})`);
      slot.broken = true;
      slot.rpc.fail(new WorkerDiedError(death, thrown?.message ?? `exit code ${code}`));
    });
    slots.add(slot);
    return slot;
  }

  function take(script: URL): Slot {
    const at = idle.findIndex((slot) => slot.script === script.href);
    if (at >= 0) {
      const [slot] = idle.splice(at, 1);
      clearTimeout(slot.idleTimer);
      slot.worker.ref();
      return slot;
    }
    // Room for a new one: an idle worker of another script goes first.
    while (slots.size >= maxWorkers && idle.length) void end(idle[0], new Error('Task worker retired'));
    return spawn(script);
  }

  function end(slot: Slot, error: unknown): Promise<number> {
    slot.broken = true;
    slot.rpc.fail(error);
    slots.delete(slot);
    remove(idle, slot);
    return slot.worker.terminate();
  }

  function giveBack(slot: Slot): void {
    slot.main = undefined;
    slot.log = log;
    if (slot.broken) return;
    void slot.rpc.call(END_SESSION).catch(() => undefined);
    slot.worker.unref();
    slot.idleTimer = setTimeout(() => void end(slot, new Error('Task worker idle')), idleMs).unref();
    idle.push(slot);
  }

  return {
    use: (task) => async (script, work, main) => {
      const { signal } = task;
      signal.throwIfAborted();
      if (closed) throw new Error('Task workers closed');
      const slot = take(script);
      slot.log = task.log;
      // A failing main-side method (the task stopped at a progress report, storage refused the file) ends the worker.
      slot.main = main && Object.fromEntries(Object.entries(main).map(([name, run]) => [name, (payload: never) => guard(slot, run, payload)]));
      const stop = () => void end(slot, signal.reason);
      signal.addEventListener('abort', stop, { once: true });
      try {
        const result = await work(slot.rpc.call as never);
        giveBack(slot);
        return result;
      } catch (error) {
        void end(slot, error);
        throw error;
      } finally {
        signal.removeEventListener('abort', stop);
      }
    },
    async close() {
      closed = true;
      await Promise.all([...slots].map((slot) => end(slot, new Error('Task workers closed'))));
    },
  };

  async function guard(slot: Slot, run: (...payload: never[]) => unknown, payload: never): Promise<unknown> {
    try {
      return await run(payload);
    } catch (error) {
      void end(slot, error);
      throw error;
    }
  }
}

function remove<T>(list: T[], item: T): void {
  const at = list.indexOf(item);
  if (at >= 0) list.splice(at, 1);
}
