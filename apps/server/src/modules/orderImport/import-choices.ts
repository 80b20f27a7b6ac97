import { and, eq, isNull } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customers } from '../customer/index.ts';

/** A customer orders may be created for, with the codes createOrder gives: notFound, 10040 deleted, 10039 stopped, 10041 not enabled. */
export async function assertCustomerUsable(db: Db, companyId: number, customerId: number): Promise<void> {
  const [customer] = await db.select({ status: customers.status, enabled: customers.enabled, deletedAt: customers.deletedAt }).from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
  if (!customer) throw fieldError('customerId', 'notFound');
  if (customer.deletedAt) throw new CommandError(10040);
  if (customer.status === 'stopped') throw new CommandError(10039);
  if (!customer.enabled || customer.status !== 'normal') throw new CommandError(10041);
}

/** The customers assertCustomerUsable accepts, as a condition for looking up a whole file's codes at once. */
export const usableCustomer = and(isNull(customers.deletedAt), eq(customers.status, 'normal'), eq(customers.enabled, true));
