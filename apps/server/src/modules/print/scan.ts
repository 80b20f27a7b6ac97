import { and, eq, or, sql } from 'drizzle-orm';
import { CommandError } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { orders, visibleOrders, type OrderRow } from '../order/index.ts';

/**
 * The one order a scanned number names: its waybill, order, customer or reference number, or one of its sub-waybill
 * numbers (a parcel's own label), each by an index. 202406 when none matches, 10053 when several do.
 */
export async function scannedOrder(db: Db, caller: Pick<Caller, 'companyId' | 'companyKind' | 'customerId'>, number: string): Promise<OrderRow> {
  const upper = number.toUpperCase();
  const matches = await db.select().from(orders).where(and(
    visibleOrders(caller),
    or(
      eq(orders.waybillNo, upper), eq(orders.orderNo, upper), eq(orders.waybillNo, number), eq(orders.orderNo, number),
      eq(orders.customerNo, number), eq(orders.referenceNo1, number), eq(orders.referenceNo2, number), eq(orders.referenceNo3, number),
      sql`${orders.subWaybillNos} @> ${JSON.stringify([number])}::jsonb`,
      sql`${orders.subWaybillNos} @> ${JSON.stringify([upper])}::jsonb`,
    ),
  )).limit(2);
  if (!matches.length) throw new CommandError(202406, { number });
  if (matches.length > 1) throw new CommandError(10053, { number });
  return matches[0];
}
