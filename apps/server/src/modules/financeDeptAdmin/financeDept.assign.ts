import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import { fieldError, type AssignFinanceDeptInput } from '@parcelflow/contract';
import type { Tx } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { firstMissing, type FinanceDeptRow } from './financeDept.queries.ts';
import { sites } from '../site/index.ts';

/**
 * Makes each list given the department's whole set: those listed move to it (from any other department), those it owned
 * and not listed are left without one. Every id must be one of the company's live customers or its sites, else the
 * first stray one is named (customerIds.3) and nothing changes.
 */
export async function assignToDept(tx: Tx, dept: FinanceDeptRow, input: AssignFinanceDeptInput): Promise<void> {
  const { companyId } = dept;
  if (input.customerIds) {
    const ids = input.customerIds;
    const found = ids.length
      ? await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, companyId), isNull(customers.deletedAt), inArray(customers.id, ids)))
      : [];
    const stray = firstMissing(ids, found);
    if (stray >= 0) throw fieldError(`customerIds.${stray}`, 'notFound');
    await tx.update(customers).set({ financeDeptId: null })
      .where(and(eq(customers.companyId, companyId), eq(customers.financeDeptId, dept.id), ids.length ? notInArray(customers.id, ids) : undefined));
    if (ids.length) await tx.update(customers).set({ financeDeptId: dept.id }).where(and(eq(customers.companyId, companyId), inArray(customers.id, ids)));
  }
  if (input.siteIds) {
    const ids = input.siteIds;
    const found = ids.length ? await tx.select({ id: sites.id }).from(sites).where(and(eq(sites.companyId, companyId), inArray(sites.id, ids))) : [];
    const stray = firstMissing(ids, found);
    if (stray >= 0) throw fieldError(`siteIds.${stray}`, 'notFound');
    await tx.update(sites).set({ financeDeptId: null })
      .where(and(eq(sites.companyId, companyId), eq(sites.financeDeptId, dept.id), ids.length ? notInArray(sites.id, ids) : undefined));
    if (ids.length) await tx.update(sites).set({ financeDeptId: dept.id }).where(and(eq(sites.companyId, companyId), inArray(sites.id, ids)));
  }
}
