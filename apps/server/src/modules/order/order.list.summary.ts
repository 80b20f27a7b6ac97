import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { ListOrdersInput, OrderListTotals, OrderStatus } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { selectPrepared } from '../../db/prepared.ts';
import { orderDayTotals as t } from './order.table.ts';

type Filters = Pick<ListOrdersInput, 'kinds' | 'status' | 'withWaybill' | 'dateFrom' | 'dateTo' | 'customerId' | 'channelId' | 'country' | 'sortField' | 'sortValue'>;
type Scope = Pick<Caller, 'companyId' | 'companyKind'> & { customerId?: number | null };

/**
 * The list's filters as a condition on order_day_totals, or null when one of them is not kept there (a customer,
 * channel, country, pasted numbers, a customer's own login): those sets are counted from the orders. The date range
 * is whole UTC days, as the list's own (dateCondition).
 */
export function summaryWhereOf(caller: Scope, input: Filters, withStatus: boolean): SQL | null {
  if (caller.customerId || input.customerId || input.channelId || input.country || input.sortValue?.trim()) return null;
  return and(
    caller.companyKind === 'cargoOwner' ? eq(t.ownerCompanyId, caller.companyId) : eq(t.companyId, caller.companyId),
    input.dateFrom ? gte(t.day, input.dateFrom) : undefined,
    input.dateTo ? lte(t.day, input.dateTo) : undefined,
    input.kinds?.length ? inArray(t.kind, input.kinds) : undefined,
    withStatus && input.status ? eq(t.status, input.status) : undefined,
    input.withWaybill ? eq(t.withWaybill, true) : undefined,
  )!;
}

/** The total and footer from the summary, as totalsOf counts them from the orders: a prepared statement (a few texts, one plan). */
export async function summaryTotals(db: Db, where: SQL): Promise<{ total: number; footer: OrderListTotals }> {
  const rows = await selectPrepared(db, db
    .select({
      whole: sql<boolean>`grouping(${t.declaredCurrency}) = 1`,
      currency: t.declaredCurrency,
      total: sql<number>`coalesce(sum(${t.orders}), 0)::int`,
      pieces: sql<number>`coalesce(sum(${t.pieces}), 0)::int`,
      weight: sql<string>`coalesce(sum(${t.weight}), 0)`,
      // As sum() of the orders' values: none when no order of the currency holds one.
      declaredValue: sql<string | null>`case when sum(${t.valued}) > 0 then sum(${t.declaredValue}) end`,
    })
    .from(t)
    .where(where)
    .groupBy(sql`grouping sets ((${t.declaredCurrency}), ())`));
  const whole = rows.find((row) => row.whole)!;
  const declaredValues = Object.fromEntries(rows.filter((row) => !row.whole && row.declaredValue !== null).map((row) => [row.currency, Number(row.declaredValue)]));
  return { total: whole.total, footer: { pieces: whole.pieces, weight: Number(whole.weight), declaredValues } };
}

/** How many orders each status holds, from the summary. */
export async function summaryCounts(db: Db, where: SQL): Promise<{ status: OrderStatus; count: number }[]> {
  return db.select({ status: t.status, count: sql<number>`sum(${t.orders})::int` }).from(t).where(where).groupBy(t.status);
}
