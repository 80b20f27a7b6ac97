import type { OrderImportResult, TaskView } from '@parcelflow/contract';
import type { TFunction } from 'i18next';

/**
 * What an import came to, so the box answers it without a trip to the import page: the orders created, or
 * how many problems the error report lists.
 */
export function importOutcome(task: TaskView, t: TFunction): string | undefined {
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
