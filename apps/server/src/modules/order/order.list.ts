import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  LIST_JUMP_MAX_ROWS, ORDER_LIMITS, fieldError, splitPastedNumbers, type ListCursors, type ListOrdersInput, type OrderListTotals, type OrderStatus,
  type PastedNumbersReport,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { selectPrepared } from '../../db/prepared.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { SIZE_COUNT_MAX, filteredSize, rememberSize } from './order.list.sizes.ts';
import { summaryCounts, summaryTotals, summaryWhereOf } from './order.list.summary.ts';
import { visibleOrders } from './order.scope.ts';
import { orders } from './order.table.ts';

const DAY = 86_400_000;
type Filters = Omit<ListOrdersInput, 'pageSize' | 'currentPage' | 'orderField' | 'orderType' | 'sortMaxRow' | 'withTotals' | 'after' | 'before' | 'withCursors'>;

/** created_at from dateFrom's start to dateTo's end (UTC days), start not after end; the span's limit is the company's (assertOrderQueryWithinLimits). */
function dateCondition(from?: string, to?: string): SQL | undefined {
  const start = from ? Date.parse(`${from}T00:00:00Z`) : undefined;
  const end = to ? Date.parse(`${to}T00:00:00Z`) + DAY : undefined;
  if (start !== undefined && end !== undefined) {
    if (start >= end) throw fieldError('dateFrom', 'invalidValue');
  }
  return and(start !== undefined ? gte(orders.createdAt, new Date(start)) : undefined, end !== undefined ? lt(orders.createdAt, new Date(end)) : undefined);
}

function numberCondition(field: NonNullable<ListOrdersInput['sortField']>, numbers: string[]): SQL | undefined {
  if (field === 'referenceNo') return or(inArray(orders.referenceNo1, numbers), inArray(orders.referenceNo2, numbers), inArray(orders.referenceNo3, numbers));
  return inArray(orders[field], numbers);
}

/** The pasted numbers; how many may be pasted is the company's limit (assertOrderQueryWithinLimits). */
export function pastedNumbers(input: Filters): string[] | undefined {
  if (!input.sortField || !input.sortValue?.trim()) return undefined;
  return splitPastedNumbers(input.sortValue);
}

export function whereOf(caller: Parameters<typeof visibleOrders>[0], input: Filters, withStatus: boolean): SQL | undefined {
  const numbers = pastedNumbers(input);
  return and(
    visibleOrders(caller),
    dateCondition(input.dateFrom, input.dateTo),
    input.kinds?.length ? inArray(orders.kind, input.kinds) : undefined,
    withStatus && input.status ? eq(orders.status, input.status) : undefined,
    input.withWaybill ? isNotNull(orders.waybillNo) : undefined,
    input.customerId ? eq(orders.customerId, input.customerId) : undefined,
    input.channelId ? eq(orders.channelId, input.channelId) : undefined,
    input.country ? eq(orders.country, input.country) : undefined,
    numbers && input.sortField ? numberCondition(input.sortField, numbers) : undefined,
  );
}

const SORT_COLUMNS = { createdAt: orders.createdAt, orderNo: orders.orderNo, waybillNo: orders.waybillNo, weight: orders.weight, pieces: orders.pieces, auditedAt: orders.auditedAt };

/** One column of the list's order; PostgreSQL's defaults place nulls last ascending, first descending. */
type SortKey = { column: PgColumn; descending: boolean };
type SortInput = Pick<ListOrdersInput, 'orderField' | 'orderType'>;

/** The list's order, total: the sort column, newest first among equals, then the id. */
function sortKeysOf(input: SortInput): SortKey[] {
  const field = input.orderField ?? 'createdAt';
  const descending = input.orderType !== 'asc';
  return [{ column: SORT_COLUMNS[field], descending }, ...(field !== 'createdAt' ? [{ column: orders.createdAt, descending: true }] : []), { column: orders.id, descending }];
}

const orderOfKeys = (keys: SortKey[]) => keys.map((key) => (key.descending ? desc : asc)(key.column));

export function orderByOf(input: SortInput): SQL[] {
  return orderOfKeys(sortKeysOf(input));
}

const isTime = (column: PgColumn) => column.getSQLType().startsWith('timestamp');
/** A key's value as a cursor holds it: text, exact (timestamps to the microsecond, numerics in full). */
const keyText = (column: PgColumn) => (isTime(column) ? sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : sql`${column}::text`);
/** What a key's text may be, so that a cursor altered by hand is refused rather than fail its cast. */
const keyPattern = (column: PgColumn) =>
  isTime(column) ? /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/ : /^(numeric|integer|bigserial)/.test(column.getSQLType()) ? /^-?\d{1,15}(\.\d{1,6})?$/ : /^/;
const keyValue = (column: PgColumn, value: string) => sql`${value}::${sql.raw(isTime(column) ? 'timestamptz' : column.getSQLType().replace('bigserial', 'bigint'))}`;

/**
 * The rows after `values` in the order `keys`. One row comparison when the keys share a direction and it also
 * places the nulls (an index range then starts at the cursor); else key by key, nulls as the order places them.
 */
function keysetAfter(keys: SortKey[], values: (string | null)[]): SQL {
  const [first] = keys;
  if (keys.every((key) => key.descending === first.descending) && values[0] !== null && (first.descending || first.column.notNull)) {
    const row = sql.join(keys.map((key) => sql`${key.column}`), sql`, `);
    return sql`(${row}) ${sql.raw(first.descending ? '<' : '>')} (${sql.join(keys.map((key, i) => keyValue(key.column, values[i]!)), sql`, `)})`;
  }
  const beyond = ({ column, descending }: SortKey, value: string | null): SQL => {
    if (value === null) return descending ? isNotNull(column) : sql`false`;
    if (descending) return sql`${column} < ${keyValue(column, value)}`;
    return or(sql`${column} > ${keyValue(column, value)}`, column.notNull ? undefined : isNull(column))!;
  };
  const from = (i: number): SQL => {
    const [key, value] = [keys[i], values[i]];
    if (i === keys.length - 1) return beyond(key, value);
    return or(beyond(key, value), and(value === null ? isNull(key.column) : sql`${key.column} = ${keyValue(key.column, value)}`, from(i + 1)))!;
  };
  return from(0);
}

const sortNameOf = (input: SortInput) => `${input.orderField ?? 'createdAt'}:${input.orderType ?? 'desc'}`;
const encodeCursor = (input: SortInput, values: (string | null)[]) => Buffer.from(JSON.stringify([sortNameOf(input), ...values])).toString('base64url');

/** The cursor of the request, its key values checked against the list's order (400 after/before invalidValue). */
function cursorOf(input: ListOrdersInput, keys: SortKey[]): { values: (string | null)[]; backwards: boolean } | undefined {
  if (input.after !== undefined && input.before !== undefined) throw fieldError('before', 'invalidValue');
  const field = input.after !== undefined ? 'after' : 'before';
  const text = input.after ?? input.before;
  if (text === undefined) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString());
  } catch {
    throw fieldError(field, 'invalidValue');
  }
  const valid = Array.isArray(decoded) && decoded.length === keys.length + 1 && decoded[0] === sortNameOf(input)
    && decoded.slice(1).every((value, i) => (typeof value === 'string' && keyPattern(keys[i].column).test(value)) || (value === null && !keys[i].column.notNull));
  if (!valid) throw fieldError(field, 'invalidValue');
  return { values: (decoded as (string | null)[]).slice(1), backwards: field === 'before' };
}

export const listColumns = {
  id: orders.id, orderNo: orders.orderNo, waybillNo: orders.waybillNo, kind: orders.kind, status: orders.status, version: orders.version,
  customerNo: orders.customerNo, referenceNo1: orders.referenceNo1, referenceNo2: orders.referenceNo2, referenceNo3: orders.referenceNo3, transferNo: orders.transferNo, fbaNo: orders.fbaNo,
  customerName: customers.name, channelCode: channels.code, channelName: channels.nameCn, channelNameEn: channels.nameEn, country: orders.country,
  pieces: orders.pieces, weight: orders.weight, declaredValue: orders.declaredValue, itemName: orders.itemName,
  receiverName: sql<string>`${orders.receiver}->>'name'`, createdAt: orders.createdAt, auditedAt: orders.auditedAt, remoteClass: orders.remoteClass,
};

/**
 * Whether a tab sorted by weight sorts its whole filtered set rather than walk orders_company_status_weight_idx.
 * The walk reads the tab in weight order, skipping the orders outside the filters: about (rows up to the page's end)
 * × (tab size) / (set size) entries, the whole tab when the set cannot fill the page. The planner estimates the set
 * from the status and the date range taken apart, but they go together (completed orders are old: a tab's last
 * week may hold none), so it may walk a whole tab for a handful of orders. Walking only a set at least four times
 * the page's end bounds the walk to a quarter of the tab; a smaller set is cheap to sort.
 */
async function sortsWhole(db: Db, where: SQL | undefined, input: ListOrdersInput, pageEnd: number): Promise<boolean> {
  if (input.orderField !== 'weight' || !input.status) return false;
  return (await filteredSize(db, where)) < Math.min(SIZE_COUNT_MAX, 4 * pageEnd);
}

/**
 * The filtered set as a subquery named as the table, so that the list's order applies to it as written. OFFSET 0
 * keeps the planner from merging it into the page query, where it could walk the weight index (see sortsWhole).
 */
const wholeSet = (where: SQL | undefined) =>
  sql`(select ${orders.id}, ${orders.weight}, ${orders.createdAt} from ${orders} where ${where ?? sql`true`} offset 0) as ${orders}`;

/**
 * One page in the list's order, in two steps: the page's ids from the filter's index alone (index-only when the
 * filters and the sort key are in it, see order.table.ts), then only those rows read and joined. A deep page
 * then skips index entries rather than whole rows with their joins. With a cursor the page starts at its row,
 * read from there in the list's order (after) or against it (before): as cheap as page 1, however deep. A jump
 * to a page (no cursor) skips the rows before it: refused past LIST_JUMP_MAX_ROWS.
 */
export async function pageOf(db: Db, where: SQL | undefined, input: ListOrdersInput) {
  const keys = sortKeysOf(input);
  const cursor = cursorOf(input, keys);
  const skipped = cursor ? 0 : (input.currentPage - 1) * input.pageSize;
  if (skipped > LIST_JUMP_MAX_ROWS) throw fieldError('currentPage', 'tooBig', { max: Math.floor(LIST_JUMP_MAX_ROWS / input.pageSize) + 1 });
  const read = cursor?.backwards ? keys.map((key) => ({ ...key, descending: !key.descending })) : keys;
  const readOrder = orderOfKeys(read);
  const pageWhere = cursor ? and(where, keysetAfter(read, cursor.values)) : where;
  const ids = (await sortsWhole(db, where, input, skipped + input.pageSize))
    ? sql`select ${orders.id} from ${wholeSet(pageWhere)} order by ${sql.join(readOrder, sql`, `)} limit ${input.pageSize} offset ${skipped}`
    : db.select({ id: orders.id }).from(orders).where(pageWhere).orderBy(...readOrder).limit(input.pageSize).offset(skipped).getSQL();
  const query = db.select({ ...listColumns, cursorKey: sql<(string | null)[]>`json_build_array(${sql.join(keys.map((key) => keyText(key.column)), sql`, `)})` })
    .from(orders).innerJoin(sql`(${ids}) as page`, sql`page.id = ${orders.id}`)
    .leftJoin(customers, eq(customers.id, orders.customerId)).leftJoin(channels, eq(channels.id, orders.channelId))
    .orderBy(...orderOfKeys(keys));
  // Newest first (the lists' default), the page walks the list index in its order whatever the values: the generic
  // plan is the custom one. Other sorts keep a plan made for their values (see sortsWhole).
  const rows = (input.orderField ?? 'createdAt') === 'createdAt' ? await selectPrepared(db, query) : await query;
  const list = rows.map(({ cursorKey: _key, ...row }) => row);
  const [first, last] = [rows.at(0), rows.at(-1)];
  const cursors: ListCursors | undefined = input.withCursors && first && last
    ? { before: encodeCursor(input, first.cursorKey), after: encodeCursor(input, last.cursorKey) } : undefined;
  return cursors ? { list, cursors } : { list };
}

/**
 * The total and footer of the whole filtered set, in one pass: a row per declared currency and one for every order
 * (grouping sets). Declared values add up per currency; one without a currency counts under ''. The total is kept
 * for the pages after of a tab (filteredSize).
 */
export async function totalsOf(db: Db, where: SQL | undefined, summary: SQL | null, input: Pick<ListOrdersInput, 'status'>): Promise<{ total: number; footer: OrderListTotals }> {
  const totals = summary ? await summaryTotals(db, summary) : await countedTotals(db, where);
  // Only a tab's size is ever asked for (sortsWhole); keeping one costs writing its statement out as the key.
  if (input.status) rememberSize(where, totals.total);
  return totals;
}

/** The totals counted from the orders, for filters the summary does not keep. */
async function countedTotals(db: Db, where: SQL | undefined): Promise<{ total: number; footer: OrderListTotals }> {
  const rows = await db
    .select({
      whole: sql<boolean>`grouping(${orders.declaredCurrency}) = 1`,
      currency: orders.declaredCurrency,
      total: sql<number>`count(*)::int`,
      pieces: sql<number>`coalesce(sum(${orders.pieces}), 0)::int`,
      weight: sql<string>`coalesce(sum(${orders.weight}), 0)`,
      declaredValue: sql<string | null>`sum(${orders.declaredValue})`,
    })
    .from(orders)
    .where(where)
    .groupBy(sql`grouping sets ((${orders.declaredCurrency}), ())`);
  const whole = rows.find((row) => row.whole)!;
  const declaredValues = Object.fromEntries(rows.filter((row) => !row.whole && row.declaredValue !== null).map((row) => [row.currency ?? '', Number(row.declaredValue)]));
  return { total: whole.total, footer: { pieces: whole.pieces, weight: Number(whole.weight), declaredValues } };
}

/** How many orders each status holds under the filters (the status aside): from the summary when it keeps them. */
export async function statusCountsOf(db: Db, caller: Parameters<typeof summaryWhereOf>[0], input: ListOrdersInput): Promise<{ status: OrderStatus; count: number }[]> {
  const where = whereOf(caller, input, false);
  const summary = summaryWhereOf(caller, input, false);
  if (summary) return summaryCounts(db, summary);
  return db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders).where(where).groupBy(orders.status);
}

/** Missing numbers (first 10 and how many) and numbers pasted more than once (first 5 and how many). */
export function pastedReport(numbers: string[], found: Set<string>): PastedNumbersReport {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const number of numbers) (seen.has(number) ? duplicates : seen).add(number);
  const missing = [...seen].filter((number) => !found.has(number));
  return {
    missing: missing.slice(0, ORDER_LIMITS.missingShown), missingTotal: missing.length,
    duplicates: [...duplicates].slice(0, ORDER_LIMITS.duplicatesShown), duplicatesTotal: duplicates.size,
  };
}
