import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  CommandError, bindCustomerLoginInput, createCustomerLoginInput, emptyInput, fieldError, unbindCustomerLoginInput, type BindableLogin, type CustomerLogin,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { defineCommand, type GuardedContext } from '../../envelope/command.ts';
import { accounts, users } from '../account/account.table.ts';
import { findAccount } from '../account/login.service.ts';
import { hashPassword } from '../account/password-hash.ts';
import { recordChange } from '../auditLog/record-change.ts';
import { alignCustomerLogin, findCustomerLogin, loginLabel, releaseCustomerLogin } from './customer.login.ts';
import { findCustomer, type CustomerRow } from './customer.queries.ts';

/**
 * Runs a binding change on a customer, its row locked so two binds cannot race, logs the login before and
 * after, and evicts the logins' cached sessions once committed.
 */
async function changeBinding(
  ctx: GuardedContext, customerId: number, change: (tx: Db, customer: CustomerRow, bound: CustomerLogin | null) => Promise<CustomerLogin | null>,
): Promise<CustomerLogin | null> {
  const { before, after } = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const customer = await findCustomer(tx, ctx.caller.companyId, customerId, 'customerId', true);
    const bound = await findCustomerLogin(tx, customer.id);
    const result = await change(tx, customer, bound);
    await recordChange(tx, ctx, {
      entity: 'customer', entityId: customer.id, entityLabel: `${customer.code} ${customer.name}`, action: result ? 'bind' : 'unbind',
      before: { login: loginLabel(bound) }, after: { login: loginLabel(result) },
    });
    return { before: bound, after: result };
  });
  for (const login of [before, after]) if (login) await ctx.services.evictCallers(`user:${login.userId}`);
  return after;
}

/** One login per customer. */
const refuseIfBound = (bound: CustomerLogin | null) => {
  if (bound) throw fieldError('customerId', 'inUse');
};

export const customerLoginCommands = [
  defineCommand({
    service: 'main', command: 'listCustomerBindableLogins', permission: 'customer.edit', input: emptyInput,
    summary: "The company's logins that act for no staff member or customer yet, to bind one to a customer.",
    handler: (ctx): Promise<BindableLogin[]> => ctx.db
      .select({ userId: users.id, userNo: users.userNo, account: accounts.account, displayName: users.displayName })
      .from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(and(eq(users.companyId, ctx.caller.companyId), isNull(users.staffId), isNull(users.customerId)))
      .orderBy(asc(users.userNo)),
  }),
  defineCommand({
    service: 'main', command: 'createCustomerLogin', permission: 'customer.edit', input: createCustomerLoginInput,
    summary: "Create a customer's login (an ordinary user holding the VIP customer position): a new account (10006 when the name is taken) with an initial password to change at first login.",
    handler: async (ctx, input) => {
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
    },
  }),
  defineCommand({
    service: 'main', command: 'bindCustomerLogin', permission: 'customer.edit', input: bindCustomerLoginInput,
    summary: 'Bind a login of the company that acts for nobody yet to a customer; it takes the VIP customer position.',
    handler: (ctx, input) => changeBinding(ctx, input.customerId, async (tx, customer, bound) => {
      refuseIfBound(bound);
      const [user] = await tx.select().from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(and(eq(users.id, input.userId), eq(users.companyId, ctx.caller.companyId))).for('update', { of: users });
      if (!user) throw fieldError('userId', 'notFound');
      if (user.users.staffId || user.users.customerId) throw fieldError('userId', 'inUse');
      // An administrator holds every right; a customer's login must hold only what its group grants.
      if (user.users.isAdmin) throw fieldError('userId', 'invalidValue');
      await alignCustomerLogin(tx, customer, user.users.id);
      return { userId: user.users.id, userNo: user.users.userNo, account: user.accounts.account };
    }),
  }),
  defineCommand({
    service: 'main', command: 'unbindCustomerLogin', permission: 'customer.edit', input: unbindCustomerLoginInput,
    summary: "Unbind the login from a customer; the login stays, without the customer's position, and may be bound again.",
    handler: async (ctx, input) => {
      await changeBinding(ctx, input.customerId, async (tx, _customer, bound) => {
        if (!bound) throw fieldError('customerId', 'notFound');
        await releaseCustomerLogin(tx, bound.userId);
        return null;
      });
      return {};
    },
  }),
];
