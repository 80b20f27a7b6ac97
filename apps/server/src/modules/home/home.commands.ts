import { and, gte, sql } from 'drizzle-orm';
import { HOME_DAILY_DAYS, ORDER_STATUSES, type OrderStatus } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/home/commands';
import { implement } from '../../envelope/command.ts';
import { orders, visibleOrders } from '../order/index.ts';
import { listSegments } from '../segment/index.ts';

const DAY_MS = 86_400_000;

/** The 31 dates (yyyy-MM-dd, UTC) ending today, oldest first. */
export function lastDays(now: Date, days = HOME_DAILY_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}

export const homeCommands = [
  implement(contract.getHomeStats, async (ctx) => {
    const scope = visibleOrders(ctx.caller);
    const days = lastDays(new Date());
    const byStatus = await ctx.db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders).where(scope).groupBy(orders.status);
    const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
    const byDay = await ctx.db.select({ date: day, count: sql<number>`count(*)::int` }).from(orders)
      .where(and(scope, gte(orders.createdAt, new Date(`${days[0]}T00:00:00Z`)))).groupBy(day);
    const statusCounts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
    for (const row of byStatus) statusCounts[row.status] = row.count;
    const counts = new Map(byDay.map((row) => [row.date, row.count]));
    const lowSegments = ctx.caller.functions.has('segment.view') ? await listSegments(ctx.db, ctx.caller.companyId, true) : [];
    return { statusCounts, daily: days.map((date) => ({ date, count: counts.get(date) ?? 0 })), lowSegments };
  }),
];
