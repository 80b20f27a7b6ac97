import { asc, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import type { orders } from '../order/index.ts';

/** An order row to insert; a value may be SQL (a timestamp with microseconds, which a Date cannot hold). */
export type OrderValues = PgInsertValue<typeof orders>;
/** The demo carrier with its first customer and channel, and the demo cargo owner. */
export type DemoCarrier = { companyId: number; customerId: number; channelId: number; ownerCompanyId: number };

export async function demoCarrier(db: Db): Promise<DemoCarrier> {
  const [carrier] = await db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  const [owner] = await db.select().from(companies).where(eq(companies.companyNo, 'OWN1001'));
  const [customer] = await db.select().from(customers).where(eq(customers.companyId, carrier.id)).orderBy(asc(customers.id)).limit(1);
  const [channel] = await db.select().from(channels).where(eq(channels.companyId, carrier.id)).orderBy(asc(channels.id)).limit(1);
  return { companyId: carrier.id, customerId: customer.id, channelId: channel.id, ownerCompanyId: owner.id };
}

/**
 * An order of the demo carrier written straight to the table: the export reads orders, it does not make them.
 * Tests date theirs in March 2025, where no demo order is, so a date filter finds exactly them.
 */
export function orderValues(carrier: DemoCarrier, orderNo: string, values: Partial<OrderValues>): OrderValues {
  return {
    companyId: carrier.companyId, customerId: carrier.customerId, channelId: carrier.channelId, kind: 'receive', status: 'toBeAudited',
    orderNo, country: 'US', goodsType: 'general', itemName: 'Phone cases', pieces: 1, weight: 1, packingType: 'WPX', paymentMethod: 'PP',
    receiver: { name: 'John Smith', country: 'US' }, sender: { name: 'Li Lei', country: 'CN' }, createdAt: new Date('2025-03-03T08:00:00Z'),
    ...values,
  };
}

/** `count` plain orders on one day (UTC), a few seconds apart, numbered from `prefix`, in one statement. */
export async function insertManyOrders(db: Db, carrier: DemoCarrier, count: number, day: string, prefix: string): Promise<void> {
  await db.execute(sql`
    insert into orders (company_id, customer_id, channel_id, kind, status, order_no, waybill_no, customer_no, reference_no1, country,
      goods_type, item_name, pieces, weight, packing_type, declared_value, declared_currency, payment_method, receiver, sender, created_at, audited_at)
    select ${carrier.companyId}, ${carrier.customerId}, ${carrier.channelId}, 'receive', 'toShip', ${prefix} || lpad(g::text, 8, '0'),
      'WB' || lpad(g::text, 10, '0'), 'C-' || g, 'R' || g, 'DE', 'general', 'Bluetooth speaker, black, 2 pieces ' || g, 1 + g % 3,
      round((0.5 + (g % 997) / 100.0)::numeric, 3), 'WPX', 25.5, 'USD', 'PP',
      jsonb_build_object('name', 'Receiver ' || g, 'country', 'DE', 'city', 'Berlin'), jsonb_build_object('name', 'Sender', 'country', 'CN'),
      ${day}::timestamptz + g * interval '3 seconds', ${day}::timestamptz + g * interval '3 seconds' + interval '2 hours'
    from generate_series(1, ${count}) as g`);
}
