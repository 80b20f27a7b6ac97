import { and, asc, eq, isNull } from 'drizzle-orm';
import { CommandError, fieldError, type CustomerLogin } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/customer/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { accounts, users } from '../account/index.ts';
import { findAccount } from '../account/index.ts';
import { hashPassword } from '../account/index.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
import { alignCustomerLogin, findCustomerLogin, loginLabel, releaseCustomerLogin } from './customer.login.ts';
import { findCustomer, type CustomerRow } from './customer.queries.ts';

/**
 * Runs a binding change on a customer, its row locked so two binds cannot race, logs the login before and
 * after, and evicts the logins' cached sessions once committed.
 */
function changeBinding<L extends CustomerLogin | null>(
  ctx: GuardedContext, customerId: number, change: (tx: Tx, customer: CustomerRow, bound: CustomerLogin | null) => Promise<L>,
): Promise<L> {
  return auditedWrite(ctx, async ({ tx, afterCommit }) => {
    const customer = await findCustomer(tx, ctx.caller.companyId, customerId, 'customerId', true);
    const bound = await findCustomerLogin(tx, customer.id);
    const result = await change(tx, customer, bound);
    for (const login of [bound, result]) if (login) afterCommit(() => ctx.services.evictCallers(`user:${login.userId}`));
    return {
      answer: result,
      changes: [{
        entity: 'customer', entityId: customer.id, entityLabel: `${customer.code} ${customer.name}`, action: result ? 'bind' : 'unbind',
        before: { login: loginLabel(bound) }, after: { login: loginLabel(result) },
      }],
    };
  });
}

/** One login per customer. */
const refuseIfBound = (bound: CustomerLogin | null) => {
  if (bound) throw fieldError('customerId', 'inUse');
};

export const customerLoginCommands = [
  implement(contract.listCustomerBindableLogins, (ctx) => ctx.db
      .select({ userId: users.id, userNo: users.userNo, account: accounts.account, displayName: users.displayName })
      .from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(and(eq(users.companyId, ctx.caller.companyId), isNull(users.staffId), isNull(users.customerId)))
      .orderBy(asc(users.userNo))),
  implement(contract.createCustomerLogin, async (ctx, input) => {
    if (await findAccount(ctx.db, input.account)) throw new CommandError(10006, { field: 'account' });
    const passwordHash = await hashPassword(input.password);
    try {
      return await changeBinding(ctx, input.customerId, async (tx, customer, bound) => {
        refuseIfBound(bound);
        const [account] = await tx.insert(accounts).values({ account: input.account, passwordHash, mustChangePassword: true }).returning();
        const [user] = await tx.insert(users)
          .values({ accountId: account.id, companyId: ctx.caller.companyId, userSourceType: 1, displayName: customer.name, customerId: customer.id })
          .returning();
        await alignCustomerLogin(tx, customer, user.id);
        return { userId: user.id, userNo: user.userNo, account: account.account };
      });
    } catch (error) {
      throw findUniqueViolation(error) === 'accounts_account_key' ? new CommandError(10006, { field: 'account' }) : error;
    }
  }),
  implement(contract.bindCustomerLogin, (ctx, input) => changeBinding(ctx, input.customerId, async (tx, customer, bound) => {
    refuseIfBound(bound);
    const [user] = await tx.select().from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(and(eq(users.id, input.userId), eq(users.companyId, ctx.caller.companyId))).for('update', { of: users });
    if (!user) throw fieldError('userId', 'notFound');
    if (user.users.staffId || user.users.customerId) throw fieldError('userId', 'inUse');
    // An administrator holds every right; a customer's login must hold only what its group grants.
    if (user.users.isAdmin) throw fieldError('userId', 'invalidValue');
    await alignCustomerLogin(tx, customer, user.users.id);
    return { userId: user.users.id, userNo: user.users.userNo, account: user.accounts.account };
  })),
  implement(contract.unbindCustomerLogin, async (ctx, input) => {
    await changeBinding(ctx, input.customerId, async (tx, _customer, bound) => {
      if (!bound) throw fieldError('customerId', 'notFound');
      await releaseCustomerLogin(tx, bound.userId);
      return null;
    });
    return {};
  }),
];
