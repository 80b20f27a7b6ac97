import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type DestinationView, type ListDestinationsInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import { destinations } from './destination.table.ts';

export type DestinationRow = typeof destinations.$inferSelect;

/** The caller's company's destination code; another company's answers exactly like a missing one. */
export async function findDestination(db: Db, companyId: number, id: number): Promise<DestinationRow> {
  const [row] = await db.select().from(destinations).where(and(eq(destinations.id, id), eq(destinations.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

export function matchingDestinations(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const like = containing(keyword);
  return or(ilike(destinations.code, like), ilike(destinations.nameCn, like), ilike(destinations.nameEn, like));
}

/** The company's codes the list's (or an export's) filters select. */
export function destinationsWhere(companyId: number, input: Omit<ListDestinationsInput, 'pageSize' | 'currentPage'>): SQL | undefined {
  return and(
    eq(destinations.companyId, companyId),
    matchingDestinations(input.keyword),
    input.countryCode ? eq(destinations.countryCode, input.countryCode) : undefined,
    input.kind ? eq(destinations.kind, input.kind) : undefined,
    input.zone ? eq(destinations.zone, input.zone) : undefined,
    input.enabled === undefined ? undefined : eq(destinations.enabled, input.enabled),
  );
}

export const toDestinationView = ({ companyId: _companyId, ...row }: DestinationRow): DestinationView => row;

/** One page of the company's destination codes by code. */
export async function listDestinationPage(db: Db, companyId: number, input: ListDestinationsInput): Promise<Page<DestinationView>> {
  const where = destinationsWhere(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(destinations).where(where).orderBy(asc(destinations.code)).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(destinations).where(where),
  ]);
  return { list: rows.map(toDestinationView), total };
}

/** What the audit log keeps of a destination code. */
export const destinationSnapshot = (row: DestinationRow) => ({
  label: `${row.code} ${row.nameCn}`,
  fields: { code: row.code, nameCn: row.nameCn, nameEn: row.nameEn, countryCode: row.countryCode, kind: row.kind, zone: row.zone, enabled: row.enabled, remarks: row.remarks },
});

/** The enabled destination codes of these companies, of one kind or all, by company and code. */
export function enabledDestinationsOf(db: Db, companyIds: number[], kind?: DestinationRow['kind']) {
  return db.select().from(destinations)
    .where(and(inArray(destinations.companyId, companyIds), eq(destinations.enabled, true), kind ? eq(destinations.kind, kind) : undefined))
    .orderBy(asc(destinations.companyId), asc(destinations.code));
}
