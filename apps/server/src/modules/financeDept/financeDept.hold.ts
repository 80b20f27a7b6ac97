import { and, eq } from 'drizzle-orm';
import { fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { financeDepts } from './financeDept.table.ts';

export type FinanceDeptRef = { id: number; code: string; name: string };

/**
 * The company's department a customer or site is saved with, held (FOR SHARE) until the save commits: a delete
 * running alongside then waits and finds it in use, or wins and the save finds it gone. Another company's answers
 * as a missing one.
 */
export async function holdFinanceDept(tx: Db, companyId: number, id: number): Promise<FinanceDeptRef> {
  const [dept] = await tx.select({ id: financeDepts.id, code: financeDepts.code, name: financeDepts.name }).from(financeDepts)
    .where(and(eq(financeDepts.id, id), eq(financeDepts.companyId, companyId))).for('share');
  if (!dept) throw fieldError('financeDeptId', 'notFound');
  return dept;
}
