import { eq } from 'drizzle-orm';
import type { GuardedContext } from '../../envelope/command.ts';
import { users } from '../account/index.ts';
import { auditedWrite, type Audited, type WriteScope } from '../auditLog/index.ts';
import { revokeUserSessions } from '../session/index.ts';

/** Ends the open sessions of a customer's logins, within the change's transaction. */
export type SignOut = (customerId: number) => Promise<void>;

/**
 * Runs an audited change to customers. Logins signed out there (a customer stopped, suspended, disabled,
 * deleted or unbound) leave every server copy's session cache once the transaction committed.
 */
export function changeCustomers<T>(ctx: GuardedContext, change: (scope: WriteScope, signOut: SignOut) => Promise<Audited<T>>): Promise<T> {
  return auditedWrite(ctx, (scope) => change(scope, async (customerId) => {
    const logins = await scope.tx.select({ id: users.id }).from(users).where(eq(users.customerId, customerId));
    for (const login of logins) {
      await revokeUserSessions(scope.tx, login.id);
      scope.afterCommit(() => ctx.services.evictCallers(`user:${login.id}`));
    }
  }));
}
