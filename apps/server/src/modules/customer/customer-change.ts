import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { GuardedContext } from '../../envelope/command.ts';
import { users } from '../account/account.table.ts';
import { revokeUserSessions } from '../session/session.service.ts';

/** Ends the open sessions of a customer's logins, within the change's transaction. */
export type SignOut = (customerId: number) => Promise<void>;

/**
 * Runs a change to customers in one transaction. Logins signed out there (a customer stopped, suspended,
 * disabled, deleted or unbound) leave every server copy's session cache once the transaction committed.
 */
export async function changeCustomers<T>(ctx: GuardedContext, change: (tx: Db, signOut: SignOut) => Promise<T>): Promise<T> {
  const signedOut: number[] = [];
  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    return change(tx, async (customerId) => {
      const logins = await tx.select({ id: users.id }).from(users).where(eq(users.customerId, customerId));
      for (const login of logins) {
        await revokeUserSessions(tx, login.id);
        signedOut.push(login.id);
      }
    });
  });
  for (const userId of signedOut) await ctx.services.evictCallers(`user:${userId}`);
  return result;
}
