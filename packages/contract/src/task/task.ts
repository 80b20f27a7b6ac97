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
  /** A PDF like an export: one at a time per user, beside the exports. */
  printOrders: TASK_COMMON_NAMES.export,
  /** A reference table's import and export (tableImport module): the table is named in the reqParam. */
  tableImport: TASK_COMMON_NAMES.import,
  tableExport: TASK_COMMON_NAMES.export,
  /** A rate card's zones, breaks and surcharges replaced by a workbook (rateCard module): the card is named in the reqParam. */
  rateCardImport: TASK_COMMON_NAMES.import,
  /** Bills a period's orders (finance module): a batch over orders, shown as one. */
  billGeneration: TASK_COMMON_NAMES.batchOrderCheck,
  /** The bill lines of billdetails as a workbook. */
  billExport: TASK_COMMON_NAMES.export,
  /** Settlement details (receivables and receipts per group) as a workbook. */
  settlementExport: TASK_COMMON_NAMES.export,
} as const satisfies Record<string, TaskCommonName>;
export type TaskType = keyof typeof TASK_TYPES;

/** Per user (entities-rules.md 5.2 and codes 50065, 20182). */
export const TASK_LIMITS = { waitingImportsPerUser: 5, activeExportsPerUser: 1, listedMax: 100, listedDefault: 20 } as const;

/** Why a task failed or ended: a result code with its parameters, and for imports the rows refused. */
export const taskErrorInfo = z.object({
  code: z.number(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  importErrors: z.array(z.looseObject({ code: z.number() })).optional(),
});
export type TaskErrorInfo = z.infer<typeof taskErrorInfo>;

/** One task as the progress box shows it. */
export const taskView = z.object({
  id: z.number(),
  commonName: z.literal([TASK_COMMON_NAMES.import, TASK_COMMON_NAMES.export, TASK_COMMON_NAMES.batchOrderCheck]),
  type: z.string(),
  status: z.enum(TASK_STATUSES),
  reqParam: z.unknown(),
  progress: z.object({ done: z.number(), total: z.number() }),
  result: z.unknown(),
  errorInfo: taskErrorInfo.nullable(),
  inputFileId: z.number().nullable(),
  resultFileId: z.number().nullable(),
  cancelRequested: z.boolean(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TaskView = z.infer<typeof taskView>;

export const listMyTasksInput = z.object({
  limit: z.number().int().min(1).max(TASK_LIMITS.listedMax).default(TASK_LIMITS.listedDefault),
});
export const listMyTasksOutput = z.object({ tasks: z.array(taskView) });
export type ListMyTasksOutput = z.infer<typeof listMyTasksOutput>;

export const taskIdInput = z.object({ taskId: z.number().int().positive() });
