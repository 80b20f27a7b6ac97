import type { FastifyBaseLogger } from 'fastify';
import type { TaskErrorInfo, TaskType } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import type { StoredFile } from '../modules/file/index.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { TaskRow } from './task.table.ts';
import type { UseWorker } from './worker-pool.ts';

export type TaskContext = {
  task: TaskRow;
  /** For reads while working; writes belong in the outcome's `write`, so a crash leaves nothing half-done. */
  db: Db;
  storage: FileStorage;
  /** Records progress (and heartbeats); throws TaskStoppedError once the task was cancelled or terminated. */
  reportProgress: (done: number, total: number) => Promise<void>;
  /** Aborted when the task is cancelled, terminated or the server stops, for handlers waiting on I/O. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
  /**
   * Runs the CPU-heavy part (reading a workbook, writing a sheet) in a worker thread with memory limits, off the
   * request loop; the database stays here. The task's signal terminates the worker; its death rejects with 20186.
   */
  useWorker: UseWorker;
};

/** What a handler leaves: written in one transaction with the task's final state, or not at all. */
export type TaskOutcome = {
  /** 'failed' for a task that ran to the end but refused its input (an import with errors). */
  status?: 'succeeded' | 'failed';
  result?: unknown;
  errorInfo?: TaskErrorInfo;
  /** Bytes the handler put in storage (an export, an error report), offered for download. */
  resultFile?: StoredFile;
  /**
   * The handler's own rows (orders imported...), in the same transaction. It may answer the result, when only the
   * write can settle it (what an import's automatic audit passed depends on the number segments at that moment).
   */
  write?: (tx: Db) => Promise<{ result: unknown } | void>;
};

export type TaskHandler = (ctx: TaskContext) => Promise<TaskOutcome>;
export type TaskHandlers = Partial<Record<TaskType, TaskHandler>>;
