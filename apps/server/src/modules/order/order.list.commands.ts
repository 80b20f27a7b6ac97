import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, pageSizeForPasted, type OrderStatus, type StatusCounts } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/order/commands';
import { implement } from '../../envelope/command.ts';
import { assertOrderQueryWithinLimits } from '../limitQuery/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { listColumns, orderByOf, pageOf, pastedNumbers, pastedReport, statusCountsOf, totalsOf, whereOf } from './order.list.ts';
import { summaryWhereOf } from './order.list.summary.ts';
import { orders } from './order.table.ts';

export const orderListCommands = [
  implement(contract.listOrders, async (ctx, input) => {
    await assertOrderQueryWithinLimits(ctx.db, ctx.caller.companyId, input);
    const where = whereOf(ctx.caller, input, true);
    const base = ctx.db.select(listColumns).from(orders)
      .leftJoin(customers, eq(customers.id, orders.customerId)).leftJoin(channels, eq(channels.id, orders.channelId)).where(where);
    const numbers = pastedNumbers(input);
    // Only when asked (the web asks once per filter set): from the per-day summary when it keeps the filters, else every matching order.
    const totals = input.withTotals ? totalsOf(ctx.db, where, summaryWhereOf(ctx.caller, input, true), input) : undefined;
    if (!numbers || !input.sortField) {
      // Independent reads: on PostgreSQL they run at once, on two connections.
      const [counted, page] = await Promise.all([totals, pageOf(ctx.db, where, input)]);
      return { ...page, ...counted };
    }
    const fields = input.sortField === 'referenceNo' ? (['referenceNo1', 'referenceNo2', 'referenceNo3'] as const) : [input.sortField];
    const [counted, found] = await Promise.all([totals, base.orderBy(...orderByOf(input))]);
    type ListRow = (typeof found)[number];
    const rows = [...found];
    const position = new Map<string, number>();
    numbers.forEach((number, index) => { if (!position.has(number)) position.set(number, index); });
    // A row answers every pasted number it holds (an order pasted by two of its reference numbers) and sits at the first.
    const keysOf = (row: ListRow) => fields.map((field) => (row as Record<string, unknown>)[field]).filter((value): value is string => typeof value === 'string' && position.has(value));
    const rank = (row: ListRow) => Math.min(...keysOf(row).map((key) => position.get(key)!));
    rows.sort((a, b) => rank(a) - rank(b));
    const pageSize = pageSizeForPasted(input.sortMaxRow ?? numbers.length);
    const list = rows.slice((input.currentPage - 1) * pageSize, input.currentPage * pageSize);
    return { list, ...counted, pasted: pastedReport(numbers, new Set(rows.flatMap(keysOf))) };
  }),
  implement(contract.countOrdersByStatus, async (ctx, input) => {
    await assertOrderQueryWithinLimits(ctx.db, ctx.caller.companyId, input);
    const rows = await statusCountsOf(ctx.db, ctx.caller, input);
    const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as StatusCounts;
    for (const row of rows) {
      counts[row.status as OrderStatus] = row.count;
      counts.all += row.count;
    }
    return counts;
  }),
];
