import { RESULT_CODES } from '../errors.ts';

/** Result codes of background tasks (entities-rules.md section 8), from the one catalogue. */
export const TASK_RESULT_CODES = {
  exportRunning: RESULT_CODES.exportRunning,
  taskTerminated: RESULT_CODES.taskTerminated,
  taskInterrupted: RESULT_CODES.taskInterrupted,
  tooManyWaitingImports: RESULT_CODES.tooManyWaitingImports,
} as const;

export type TaskResultCode = (typeof TASK_RESULT_CODES)[keyof typeof TASK_RESULT_CODES];
