import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type FinanceDeptView, type ListFinanceDeptsInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customers } from '../customer/index.ts';
import { financeDepts } from '../financeDept/index.ts';
import { sites } from '../site/index.ts';
import { staff } from '../staff/index.ts';

export type FinanceDeptRow = typeof financeDepts.$inferSelect;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The live customers a department owns: a deleted customer keeps its row (its orders point at it) but owns nothing. */
export const ownedCustomers = (deptId: number) => and(eq(customers.financeDeptId, deptId), isNull(customers.deletedAt));

/** Departments with their person in charge's name and what they own, as the list and the audit log show them. */
async function financeDeptViews(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<FinanceDeptView[]> {
  const query = db
    .select({
      dept: financeDepts,
      personInChargeName: staff.name,
      customerCount: sql<number>`(select count(*)::int from ${customers} where ${customers.financeDeptId} = ${financeDepts.id} and ${customers.deletedAt} is null)`,
      siteCount: sql<number>`(select count(*)::int from ${sites} where ${sites.financeDeptId} = ${financeDepts.id})`,
    })
    .from(financeDepts)
    // No foreign key holds the person in charge (financeDept.table.ts): the company's staff member, or none.
    .leftJoin(staff, and(eq(staff.id, financeDepts.personInChargeId), eq(staff.companyId, financeDepts.companyId)))
    .where(where)
    .orderBy(asc(financeDepts.code));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ dept, personInChargeName, customerCount, siteCount }) => ({
    id: dept.id, code: dept.code, name: dept.name, personInChargeId: personInChargeName === null ? null : dept.personInChargeId,
    personInChargeName, phone: dept.phone, remark: dept.remark, enabled: dept.enabled, customerCount, siteCount, updatedAt: dept.updatedAt.toISOString(),
  }));
}

export async function listFinanceDeptPage(db: Db, companyId: number, input: ListFinanceDeptsInput): Promise<Page<FinanceDeptView>> {
  const keyword = input.keyword ? likePattern(input.keyword) : undefined;
  const where = and(
    eq(financeDepts.companyId, companyId),
    keyword ? or(ilike(financeDepts.code, keyword), ilike(financeDepts.name, keyword)) : undefined,
    input.enabled === undefined ? undefined : eq(financeDepts.enabled, input.enabled),
  );
  const [list, [{ total }]] = await Promise.all([
    financeDeptViews(db, where, { limit: input.pageSize, offset: (input.currentPage - 1) * input.pageSize }),
    db.select({ total: sql<number>`count(*)::int` }).from(financeDepts).where(where),
  ]);
  return { list, total };
}

/** What the audit log keeps of a department. */
export async function financeDeptSnapshot(db: Db, id: number) {
  const [view] = await financeDeptViews(db, eq(financeDepts.id, id));
  const { id: _id, updatedAt: _at, customerCount: _customers, siteCount: _sites, personInChargeId: _person, ...fields } = view;
  return { label: `${view.code} ${view.name}`, fields };
}

/** The codes of the customers and sites a department owns, for the audit record of an assignment. */
export async function ownedCodes(db: Db, deptId: number) {
  const [ownCustomers, ownSites] = await Promise.all([
    db.select({ code: customers.code }).from(customers).where(ownedCustomers(deptId)).orderBy(asc(customers.code)),
    db.select({ code: sites.code }).from(sites).where(eq(sites.financeDeptId, deptId)).orderBy(asc(sites.code)),
  ]);
  return { customers: ownCustomers.map((row) => row.code), sites: ownSites.map((row) => row.code) };
}

/** The index in ids of the first that is not one of found, or -1. */
export function firstMissing(ids: readonly number[], found: readonly { id: number }[]): number {
  const have = new Set(found.map((row) => row.id));
  return ids.findIndex((id) => !have.has(id));
}

/** A person in charge is a staff member of the company: another's answers as a missing one. */
export async function assertOwnStaff(db: Db, companyId: number, staffId: number | null): Promise<void> {
  if (staffId === null) return;
  const [found] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.companyId, companyId), eq(staff.id, staffId)));
  if (!found) throw fieldError('personInChargeId', 'notFound');
}
