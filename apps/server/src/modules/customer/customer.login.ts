import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { positions } from '../position/index.ts';
import { revokeUserSessions } from '../session/index.ts';
import { customerRefusal } from './customer-usable.ts';
import type { CustomerRow } from './customer.queries.ts';

/** The company's VIP customer position (entities-rules.md 6), which a customer's login holds. */
async function customerPositionId(db: Db, companyId: number): Promise<number | null> {
  const [row] = await db.select({ id: positions.id }).from(positions).where(and(eq(positions.companyId, companyId), eq(positions.roleKey, 'vipCustomer')));
  return row?.id ?? null;
}

/**
 * The login acting for a customer follows the record: the customer's name, the VIP customer position,
 * and no open session while the customer may not log in. The caller evicts `user:<id>` once committed.
 */
export async function alignCustomerLogin(tx: Db, customer: CustomerRow, userId: number): Promise<void> {
  const positionId = await customerPositionId(tx, customer.companyId);
  await tx.update(users).set({ customerId: customer.id, positionId, displayName: customer.name }).where(eq(users.id, userId));
  if (customerRefusal(customer)) await revokeUserSessions(tx, userId);
}

/** An unbound login keeps no customer rights: no position and no open session until it is bound again. */
export async function releaseCustomerLogin(tx: Db, userId: number): Promise<void> {
  await tx.update(users).set({ customerId: null, positionId: null }).where(eq(users.id, userId));
  await revokeUserSessions(tx, userId);
}
