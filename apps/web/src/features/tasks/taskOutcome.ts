import { fileDownload, type OrderImportResult, type TableImportResult, type TaskView } from '@parcelflow/contract';
import type { TFunction } from 'i18next';
import { downloadCommand, saveBlob } from '../../app/transfer.ts';

/**
 * What an import came to, so the box answers it without a trip to the import page: the orders created, or
 * how many problems the error report lists.
 */
export function importOutcome(task: TaskView, t: TFunction): string | undefined {
  if (task.type === 'tableImport') return tableImportOutcome(task, t);
  if (task.type !== 'orderImport') return undefined;
  const result = (task.result ?? {}) as Partial<OrderImportResult>;
  if (task.status === 'succeeded' && result.total !== undefined) {
    const counts = { created: result.created ?? 0, refused: result.refused ?? 0, total: result.total };
    // An import that audited its orders also says how many passed and how many wait to be corrected (20189).
    if (result.audited !== undefined) return t('orderImport.resultAudited', { ...counts, audited: result.audited, toBeCorrected: result.toBeCorrected ?? 0 });
    return t('orderImport.result', counts);
  }
  const problems = task.errorInfo?.params?.problems;
  return problems === undefined ? undefined : t('task.importProblems', { count: problems });
}

/** A reference table's import: the rows written, or how many problems the error report lists. */
function tableImportOutcome(task: TaskView, t: TFunction): string | undefined {
  const result = (task.result ?? {}) as Partial<TableImportResult>;
  if (task.status === 'succeeded' && result.total !== undefined) return t('tableExcel.result', { written: result.written ?? 0, refused: result.refused ?? 0, total: result.total });
  const problems = task.errorInfo?.params?.problems;
  return problems === undefined ? undefined : t('task.importProblems', { count: problems });
}

/** Why a task failed or was ended, in the interface language. */
export function failureOf(task: TaskView, t: TFunction): string | undefined {
  const info = task.errorInfo;
  return info ? t(`hint.${info.code}`, { ...info.params, defaultValue: String(info.code) }) : undefined;
}

/** An import's only result file is its error report, also when it created the valid orders. */
export const hasErrorReport = (task: TaskView) => task.status === 'failed' || task.type === 'orderImport' || task.type === 'tableImport';

/** Saves a task's result file (an export, or an import's error report) through the browser. */
export async function downloadTaskFile(task: TaskView): Promise<void> {
  // The buttons show only for a task with a result file.
  if (task.resultFileId === null) return;
  saveBlob(await downloadCommand(fileDownload, { fileId: task.resultFileId }, `task-${task.id}.xlsx`));
}
