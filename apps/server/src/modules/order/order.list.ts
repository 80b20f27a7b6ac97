import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { ORDER_LIMITS, fieldError, splitPastedNumbers, type ListOrdersInput, type OrderListTotals, type PastedNumbersReport } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { visibleOrders } from '../tracking/index.ts';
import { SIZE_COUNT_MAX, filteredSize, rememberSize } from './order.list.sizes.ts';
import { orders } from './order.table.ts';

const DAY = 86_400_000;
type Filters = Omit<ListOrdersInput, 'pageSize' | 'currentPage' | 'orderField' | 'orderType' | 'sortMaxRow' | 'withTotals'>;

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

export function whereOf(caller: Pick<Caller, 'companyId' | 'companyKind'>, input: Filters, withStatus: boolean): SQL | undefined {
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

export function orderByOf(input: ListOrdersInput): SQL[] {
  const column = SORT_COLUMNS[input.orderField ?? 'createdAt'];
  const direction = input.orderType === 'asc' ? asc : desc;
  return [direction(column), ...(input.orderField && input.orderField !== 'createdAt' ? [desc(orders.createdAt)] : []), direction(orders.id)];
}

export const listColumns = {
  id: orders.id, orderNo: orders.orderNo, waybillNo: orders.waybillNo, kind: orders.kind, status: orders.status, version: orders.version,
  customerNo: orders.customerNo, referenceNo1: orders.referenceNo1, referenceNo2: orders.referenceNo2, referenceNo3: orders.referenceNo3, transferNo: orders.transferNo, fbaNo: orders.fbaNo,
  customerName: customers.name, channelCode: channels.code, channelName: channels.nameCn, channelNameEn: channels.nameEn, country: orders.country,
  pieces: orders.pieces, weight: orders.weight, declaredValue: orders.declaredValue, itemName: orders.itemName,
  receiverName: sql<string>`${orders.receiver}->>'name'`, createdAt: orders.createdAt, auditedAt: orders.auditedAt,
};

/**
 * Whether a tab sorted by weight sorts its whole filtered set rather than walk orders_company_status_weight_idx.
 * The walk reads the tab in weight order, skipping the orders outside the filters: about (rows up to the page's end)
 * × (tab size) / (set size) entries, the whole tab when the set cannot fill the page. The planner estimates the set
 * from the status and the date range taken apart, but they go together (completed orders are old: a tab's last
 * week may hold none), so it may walk a whole tab for a handful of orders. Walking only a set at least four times
 * the page's end bounds the walk to a quarter of the tab; a smaller set is cheap to sort.
 */
async function sortsWhole(db: Db, where: SQL | undefined, input: ListOrdersInput): Promise<boolean> {
  if (input.orderField !== 'weight' || !input.status) return false;
  return (await filteredSize(db, where)) < Math.min(SIZE_COUNT_MAX, 4 * input.currentPage * input.pageSize);
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
 * then skips index entries rather than whole rows with their joins.
 */
export async function pageOf(db: Db, where: SQL | undefined, input: ListOrdersInput) {
  const orderBy = orderByOf(input);
  const [limit, offset] = [input.pageSize, (input.currentPage - 1) * input.pageSize];
  const ids = (await sortsWhole(db, where, input))
    ? sql`select ${orders.id} from ${wholeSet(where)} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`
    : db.select({ id: orders.id }).from(orders).where(where).orderBy(...orderBy).limit(limit).offset(offset).getSQL();
  return db.select(listColumns).from(orders).innerJoin(sql`(${ids}) as page`, sql`page.id = ${orders.id}`)
    .leftJoin(customers, eq(customers.id, orders.customerId)).leftJoin(channels, eq(channels.id, orders.channelId))
    .orderBy(...orderBy);
}

/**
 * The total and footer of the whole filtered set, in one pass: a row per declared currency and one for every order
 * (grouping sets). Declared values add up per currency; one without a currency counts under ''. The total is kept
 * for the pages after (filteredSize).
 */
export async function totalsOf(db: Db, where: SQL | undefined): Promise<{ total: number; footer: OrderListTotals }> {
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
  rememberSize(where, whole.total);
  const declaredValues = Object.fromEntries(rows.filter((row) => !row.whole && row.declaredValue !== null).map((row) => [row.currency ?? '', Number(row.declaredValue)]));
  return { total: whole.total, footer: { pieces: whole.pieces, weight: Number(whole.weight), declaredValues } };
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
