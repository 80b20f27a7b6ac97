import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TrackingEventView } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { orders, trackingEvents } from '../order/index.ts';

export type NumberColumn = 'orderNo' | 'waybillNo' | 'customerNo' | 'referenceNo1' | 'referenceNo2' | 'referenceNo3';
export const ALL_NUMBER_COLUMNS: NumberColumn[] = ['orderNo', 'waybillNo', 'customerNo', 'referenceNo1', 'referenceNo2', 'referenceNo3'];
type Matched = { id: number } & Record<NumberColumn, string | null>;

const orderColumns = {
  id: orders.id, orderNo: orders.orderNo, waybillNo: orders.waybillNo, customerNo: orders.customerNo, referenceNo1: orders.referenceNo1,
  referenceNo2: orders.referenceNo2, referenceNo3: orders.referenceNo3, status: orders.status, country: orders.country, channelCode: channels.code,
};
export type FoundOrder = Matched & { orderNo: string; status: (typeof orders.$inferSelect)['status']; country: string; channelCode: string };

/**
 * The orders any of the numbers names in the given columns, within scope; when a number names several
 * orders the newest wins (the page shows one result per line).
 */
export async function findOrdersByNumbers(db: Db, scope: SQL, numbers: string[], columns: NumberColumn[]): Promise<Map<string, FoundOrder>> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(and(scope, or(...columns.map((column) => inArray(orders[column], numbers)))))
    .orderBy(desc(orders.id))
    .limit(numbers.length * 20);
  const found = new Map<string, FoundOrder>();
  for (const number of numbers) {
    const row = rows.find((r) => columns.some((column) => r[column] === number));
    if (row) found.set(number, row);
  }
  return found;
}

export async function loadEvents(db: Db, orderIds: number[], onlyPublic: boolean): Promise<Map<number, TrackingEventView[]>> {
  const byOrder = new Map<number, TrackingEventView[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(and(inArray(trackingEvents.orderId, orderIds), onlyPublic ? eq(trackingEvents.isPublic, true) : undefined))
    .orderBy(desc(trackingEvents.occurredAt), asc(trackingEvents.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.id, occurredAt: row.occurredAt.toISOString(), place: row.place, status: row.status,
      code: row.code, params: row.params, description: row.description, isPublic: row.isPublic,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
