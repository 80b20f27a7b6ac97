import type { TaskView } from '@parcelflow/contract';
import type { TaskRow } from './task.table.ts';

export function toTaskView(row: TaskRow): TaskView {
  return {
    id: row.id,
    commonName: row.commonName,
    type: row.type,
    status: row.status,
    reqParam: row.reqParam,
    progress: { done: row.progressDone, total: row.progressTotal },
    result: row.result ?? null,
    errorInfo: row.errorInfo ?? null,
    inputFileId: row.inputFileId,
    resultFileId: row.resultFileId,
    cancelRequested: row.cancelRequested,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}
