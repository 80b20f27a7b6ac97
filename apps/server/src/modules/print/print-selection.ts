import { and, asc, count, desc, inArray } from 'drizzle-orm';
import { CommandError, fieldError, isPrintable, type PrintSelection } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { assertOrderQueryWithinLimits } from '../limitQuery/index.ts';
import { orders, visibleOrders, whereOf, type OrderRow } from '../order/index.ts';

type Scope = Pick<Caller, 'companyId' | 'companyKind' | 'customerId'>;

/**
 * The orders a print names, in the order the user sees them: the chosen ids as given (a missing or another
 * company's answers 20157 naming it), or the filtered list newest first. More than `max` is 400 `selection` tooBig.
 */
export async function selectedOrders(db: Db, caller: Scope, selection: PrintSelection, max: number): Promise<OrderRow[]> {
  if (selection.by === 'ids') {
    const ids = [...new Set(selection.ids)];
    if (ids.length > max) throw fieldError('selection', 'tooBig', { max });
    const rows = await db.select().from(orders).where(and(inArray(orders.id, ids), visibleOrders(caller)));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = ids.find((id) => !byId.has(id));
    if (missing !== undefined) throw new CommandError(20157, { id: missing });
    return ids.map((id) => byId.get(id)!);
  }
  await assertOrderQueryWithinLimits(db, caller.companyId, selection.filter);
  const where = whereOf(caller, selection.filter, true);
  const [{ n }] = await db.select({ n: count() }).from(orders).where(where);
  if (n > max) throw fieldError('selection', 'tooBig', { max });
  if (n === 0) throw fieldError('selection', 'notFound');
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * What a print refuses before it renders: an order not in a printable status (400 `selection` notPrintable naming the
 * order and its status) and orders of more than one channel (400 `selection` mixedChannels naming them).
 */
export async function assertPrintable(db: Db, rows: OrderRow[]): Promise<void> {
  const unprintable = rows.find((row) => !isPrintable(row.status));
  if (unprintable) throw fieldError('selection', 'notPrintable', { orderNo: unprintable.orderNo, status: unprintable.status });
  const channelIds = [...new Set(rows.map((row) => row.channelId))];
  if (channelIds.length < 2) return;
  const named = await db.select({ code: channels.code }).from(channels).where(inArray(channels.id, channelIds)).orderBy(asc(channels.code));
  throw fieldError('selection', 'mixedChannels', { channels: named.map((channel) => channel.code).join(', ') });
}
