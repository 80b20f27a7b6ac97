import { z } from 'zod';

/** A task's life: waiting → running → one of the four final states (docs/tasks.md). */
export const TASK_STATUSES = ['waiting', 'running', 'succeeded', 'failed', 'cancelled', 'terminated'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The spec's commonName: what the progress box calls the task. */
export const TASK_COMMON_NAMES = { import: 1, export: 2, batchOrderCheck: 3 } as const;
export type TaskCommonName = (typeof TASK_COMMON_NAMES)[keyof typeof TASK_COMMON_NAMES];

/** Every kind of task a handler exists for, with its commonName; a module adds its kinds here. */
export const TASK_TYPES = {
  orderImport: TASK_COMMON_NAMES.import,
  orderExport: TASK_COMMON_NAMES.export,
  orderCheck: TASK_COMMON_NAMES.batchOrderCheck,
} as const satisfies Record<string, TaskCommonName>;
export type TaskType = keyof typeof TASK_TYPES;

/** Per user (entities-rules.md 5.2 and codes 50065, 20182). */
export const TASK_LIMITS = { waitingImportsPerUser: 5, activeExportsPerUser: 1, listedMax: 100, listedDefault: 20 } as const;

/** Why a task failed or ended: a result code with its parameters, and for imports the rows refused. */
export type TaskErrorInfo = {
  code: number;
  params?: Record<string, string | number>;
  importErrors?: ({ code: number } & Record<string, unknown>)[];
};

/** One task as the progress box shows it. */
export type TaskView = {
  id: number;
  commonName: TaskCommonName;
  type: string;
  status: TaskStatus;
  reqParam: unknown;
  progress: { done: number; total: number };
  result: unknown;
  errorInfo: TaskErrorInfo | null;
  inputFileId: number | null;
  resultFileId: number | null;
  cancelRequested: boolean;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

export const listMyTasksInput = z.object({
  limit: z.number().int().min(1).max(TASK_LIMITS.listedMax).default(TASK_LIMITS.listedDefault),
});
export type ListMyTasksOutput = { tasks: TaskView[] };

export const taskIdInput = z.object({ taskId: z.number().int().positive() });
