import { CommandError, type TaskErrorInfo, type TaskResultCode } from '@parcelflow/contract';

/** A refusal with a task code. */
export function taskError(code: TaskResultCode, params: Record<string, string | number> = {}): CommandError {
  return new CommandError(code, params);
}

export type StopReason = 'cancel' | 'ended' | 'shutdown';

/** Thrown by reportProgress once the task was cancelled, terminated or the server is stopping: the handler should just let it go. */
export class TaskStoppedError extends Error {
  constructor(readonly reason: StopReason) {
    super(`Task stopped: ${reason}`);
  }
}

/** What a handler's failure leaves in errorInfo: its result code, or 500 for anything unexpected. */
export function errorInfoOf(error: unknown): TaskErrorInfo {
  return error instanceof CommandError ? { code: error.code, params: error.params } : { code: 500 };
}
