import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type ListSubjectsInput, type Page, type SubjectView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import { customers } from '../customer/index.ts';
import { subjects } from './subject.table.ts';

export type SubjectRow = typeof subjects.$inferSelect;

/** The caller's company's row; another company's answers exactly like a missing one. */
export async function findSubject(db: Db, companyId: number, id: number): Promise<SubjectRow> {
  const [row] = await db.select().from(subjects).where(and(eq(subjects.id, id), eq(subjects.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The company's rows the list's (or an export's) filters select. */
export function subjectsWhere(companyId: number, input: Pick<ListSubjectsInput, 'keyword' | 'customerId' | 'countryCode'>): SQL | undefined {
  const like = containing(input.keyword);
  return and(
    eq(subjects.companyId, companyId),
    input.keyword ? or(ilike(subjects.name, like), ilike(subjects.vatNo, like), ilike(subjects.eoriNo, like), ilike(subjects.iossNo, like), ilike(subjects.otherTaxNo, like)) : undefined,
    input.customerId ? eq(subjects.customerId, input.customerId) : undefined,
    input.countryCode ? eq(subjects.countryCode, input.countryCode) : undefined,
  );
}

const viewColumns = {
  id: subjects.id, customerId: subjects.customerId, customerCode: customers.code, customerName: customers.name, name: subjects.name,
  countryCode: subjects.countryCode, address: subjects.address, vatNo: subjects.vatNo, eoriNo: subjects.eoriNo, iossNo: subjects.iossNo,
  otherTaxType: subjects.otherTaxType, otherTaxNo: subjects.otherTaxNo, isDefault: subjects.isDefault,
};

/** The rows with their customer's code and name, as the list, the order form and an export show them. */
export const selectSubjectViews = (db: Db) => db.select(viewColumns).from(subjects).innerJoin(customers, eq(customers.id, subjects.customerId));

/** One page of the company's subjects by customer and name. */
export async function listSubjectPage(db: Db, companyId: number, input: ListSubjectsInput): Promise<Page<SubjectView>> {
  const where = subjectsWhere(companyId, input);
  const [list, [{ total }]] = await Promise.all([
    selectSubjectViews(db).where(where).orderBy(asc(customers.code), desc(subjects.isDefault), asc(subjects.name))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(subjects).where(where),
  ]);
  return { list, total };
}

/** A customer's subjects, the default first: what the order form offers. */
export function customerSubjectList(db: Db, companyId: number, customerId: number): Promise<SubjectView[]> {
  return selectSubjectViews(db).where(and(eq(subjects.companyId, companyId), eq(subjects.customerId, customerId))).orderBy(desc(subjects.isDefault), asc(subjects.name));
}

/** What the audit log keeps of a subject. */
export const subjectSnapshot = (row: SubjectRow) => ({
  label: row.name,
  fields: {
    customerId: row.customerId, name: row.name, countryCode: row.countryCode, address: row.address, vatNo: row.vatNo, eoriNo: row.eoriNo,
    iossNo: row.iossNo, otherTaxType: row.otherTaxType, otherTaxNo: row.otherTaxNo, isDefault: row.isDefault,
  },
});
