import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { BUILT_IN_BASE_DATA, BASE_DATA_KINDS, fieldError, type BaseDataFilter, type BaseDataKind, type BaseDataValue, type BaseDataView, type ListBaseDataInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import { baseDataEntries } from './baseData.table.ts';

export type BaseDataRow = typeof baseDataEntries.$inferSelect;

/** The caller's company's value; another company's answers exactly like a missing one. */
export async function findBaseData(db: Db, companyId: number, id: number): Promise<BaseDataRow> {
  const [row] = await db.select().from(baseDataEntries).where(and(eq(baseDataEntries.id, id), eq(baseDataEntries.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

/** The company's values the list's (or an export's) filters select. */
export function baseDataWhere(companyId: number, filter: BaseDataFilter): SQL | undefined {
  const like = containing(filter.keyword);
  return and(
    eq(baseDataEntries.companyId, companyId),
    filter.kind ? eq(baseDataEntries.kind, filter.kind) : undefined,
    filter.keyword ? or(ilike(baseDataEntries.code, like), ilike(baseDataEntries.nameZhCn, like), ilike(baseDataEntries.nameZhTw, like), ilike(baseDataEntries.nameEn, like)) : undefined,
  );
}

const valueOf = (row: BaseDataRow): BaseDataValue => ({
  kind: row.kind as BaseDataKind, code: row.code, nameZhCn: row.nameZhCn, nameZhTw: row.nameZhTw, nameEn: row.nameEn, builtIn: false,
});

const builtInValues = (kind?: BaseDataKind): BaseDataValue[] =>
  (kind ? [kind] : BASE_DATA_KINDS).flatMap((each) => BUILT_IN_BASE_DATA[each].map((value) => ({ ...value, kind: each, builtIn: true })));

const holds = (value: BaseDataValue, keyword: string) => !keyword
  || [value.code, value.nameZhCn, value.nameZhTw, value.nameEn].some((text) => text.toLowerCase().includes(keyword.toLowerCase()));

/** The company's values of a kind (or all), by kind and code; at most 200 a kind, so read whole. */
export async function companyBaseData(db: Db, companyId: number, filter: BaseDataFilter = { keyword: '' }): Promise<BaseDataRow[]> {
  return db.select().from(baseDataEntries).where(baseDataWhere(companyId, filter)).orderBy(asc(baseDataEntries.kind), asc(baseDataEntries.code));
}

/** One page of the built-in values (first, in the product's order) and the company's own, by kind. */
export async function listBaseDataPage(db: Db, companyId: number, input: ListBaseDataInput): Promise<Page<BaseDataView>> {
  const own = await companyBaseData(db, companyId, input);
  const kinds = input.kind ? [input.kind] : BASE_DATA_KINDS;
  const views: BaseDataView[] = kinds.flatMap((kind) => [
    ...builtInValues(kind).filter((value) => holds(value, input.keyword)).map((value) => ({ ...value, id: null, key: `${kind}:${value.code}` })),
    ...own.filter((row) => row.kind === kind).map((row) => ({ ...valueOf(row), id: row.id, key: String(row.id) })),
  ]);
  const from = input.pageSize * (input.currentPage - 1);
  return { list: views.slice(from, from + input.pageSize), total: views.length };
}

/** Every value an order of the company may name, built-in first. */
export async function baseDataOptionsOf(db: Db, companyId: number): Promise<BaseDataValue[]> {
  return [...builtInValues(), ...(await companyBaseData(db, companyId)).map(valueOf)];
}

/** How many values of a kind the company holds, for the cap of 200. */
export async function countOfKind(db: Db, companyId: number, kind: BaseDataKind): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(baseDataEntries).where(and(eq(baseDataEntries.companyId, companyId), eq(baseDataEntries.kind, kind)));
  return total;
}

/** What the audit log keeps of a value. */
export const baseDataSnapshot = (row: BaseDataRow) => ({
  label: `${row.kind} ${row.code}`,
  fields: { kind: row.kind, code: row.code, nameZhCn: row.nameZhCn, nameZhTw: row.nameZhTw, nameEn: row.nameEn },
});
