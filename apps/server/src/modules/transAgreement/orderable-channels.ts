import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { agreementAllows, utcToday } from './agreement-allows.ts';

/**
 * The channels an order form offers: enabled ones, and for a known customer of the company those its transport
 * agreements allow (createOrder refuses the others). An unknown customer id narrows nothing: it is refused on save.
 */
export async function orderableChannels(db: Db, companyId: number, customerId: number | undefined): Promise<SQL | undefined> {
  const [customer] = customerId
    ? await db.select({ id: customers.id, groupId: customers.groupId }).from(customers).where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)))
    : [];
  const allowed = customer
    ? agreementAllows({ companyId, customerId: sql`${customer.id}`, groupId: sql`${customer.groupId}`, channelId: sql`${channels.id}`, today: utcToday() })
    : undefined;
  return and(eq(channels.enabled, true), allowed);
}
