import { eq } from 'drizzle-orm';
import { CommandError, DEFAULT_QUERY_LIMITS, fieldError, splitPastedNumbers, type QueryLimits } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { selectPrepared } from '../../db/prepared.ts';
import { companyQueryLimits } from './limitQuery.table.ts';

/** The company's saved limits, or null when it keeps the defaults. */
export async function findSavedQueryLimits(db: Db, companyId: number): Promise<QueryLimits | null> {
  // Read by every order list request: a prepared statement (one text, a primary key lookup).
  const [row] = await selectPrepared(db, db
    .select({ pastedNumbersMax: companyQueryLimits.pastedNumbersMax, dateRangeDays: companyQueryLimits.dateRangeDays, trackingLinesMax: companyQueryLimits.trackingLinesMax,
      listsOpenOnToday: companyQueryLimits.listsOpenOnToday })
    .from(companyQueryLimits)
    .where(eq(companyQueryLimits.companyId, companyId)));
  return row ?? null;
}

export async function loadQueryLimits(db: Db, companyId: number): Promise<QueryLimits> {
  return (await findSavedQueryLimits(db, companyId)) ?? DEFAULT_QUERY_LIMITS;
}

const DAY = 86_400_000;

/**
 * An order list query within the company's limits: at most pastedNumbersMax pasted numbers (20227) and a date range
 * of at most dateRangeDays days (400 on dateTo).
 */
export async function assertOrderQueryWithinLimits(
  db: Db, companyId: number, input: { sortField?: string; sortValue?: string; dateFrom?: string; dateTo?: string },
): Promise<void> {
  const limits = await loadQueryLimits(db, companyId);
  if (input.sortField && input.sortValue?.trim() && splitPastedNumbers(input.sortValue).length > limits.pastedNumbersMax) {
    throw new CommandError(20227, { max: limits.pastedNumbersMax });
  }
  if (input.dateFrom && input.dateTo && Date.parse(input.dateTo) + DAY - Date.parse(input.dateFrom) > limits.dateRangeDays * DAY) {
    throw fieldError('dateTo', 'tooBig', { max: limits.dateRangeDays });
  }
}
