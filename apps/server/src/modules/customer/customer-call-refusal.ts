import { eq } from 'drizzle-orm';
import type { ResultCode } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { customerRefusal } from './customer-usable.ts';
import { customers } from './customer.table.ts';

/**
 * Why a customer's login may not run a command now, or null: the customer must still be usable, and a
 * command needing a function must be one its group grants ("service/command"). Read on every call, so
 * a stop, a move or a changed grant applies at the next request.
 */
export async function customerCallRefusal(db: Db, customerId: number, command: string, needsGrant: boolean): Promise<Exclude<ResultCode, 0> | null> {
  const [row] = await db
    .select({ deletedAt: customers.deletedAt, status: customers.status, enabled: customers.enabled, apiCommands: customerGroups.apiCommands })
    .from(customers)
    .innerJoin(customerGroups, eq(customerGroups.id, customers.groupId))
    .where(eq(customers.id, customerId));
  if (!row) return 10040;
  return customerRefusal(row) ?? (needsGrant && !row.apiCommands.includes(command) ? 10021 : null);
}
