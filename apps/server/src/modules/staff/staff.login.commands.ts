import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  CommandError, bindStaffLoginInput, createStaffLoginInput, emptyInput, fieldError, unbindStaffLoginInput, type BindableLogin,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { defineCommand, type GuardedContext } from '../../envelope/command.ts';
import { accounts, users } from '../account/index.ts';
import { findAccount } from '../account/index.ts';
import { hashPassword } from '../account/index.ts';
import { recordChange } from '../auditLog/index.ts';
import { alignLogin } from './staff.access.ts';
import { loginLabel, staffLabel } from './staff.audit.ts';
import { findBoundLogin, findStaff, type StaffRecord } from './staff.queries.ts';

type Login = { userId: number; userNo: string; account: string };

/**
 * Runs a binding change on a staff member, its row locked so two binds cannot race, logs the login before
 * and after, and evicts the login's cached sessions once committed.
 */
async function changeBinding(
  ctx: GuardedContext, staffId: number, change: (tx: Db, person: StaffRecord, bound: Login | null) => Promise<Login | null>,
): Promise<Login | null> {
  const { before, after } = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const person = await findStaff(tx, ctx.caller.companyId, staffId, 'staffId', true);
    const bound = await findBoundLogin(tx, person.id);
    const result = await change(tx, person, bound);
    await recordChange(tx, ctx, {
      entity: 'staff', entityId: person.id, entityLabel: staffLabel(person), action: result ? 'bind' : 'unbind',
      before: { login: loginLabel(bound) }, after: { login: loginLabel(result) },
    });
    return { before: bound, after: result };
  });
  for (const login of [before, after]) if (login) await ctx.services.evictCallers(`user:${login.userId}`);
  return after;
}

const refuseIfBound = (bound: Login | null) => {
  if (bound) throw fieldError('staffId', 'inUse');
};

export const staffLoginCommands = [
  defineCommand({
    service: 'main', command: 'listBindableLogins', permission: 'staff.edit', input: emptyInput,
    summary: "The company's logins that act for no staff member or customer yet, to bind one to a staff member.",
    handler: (ctx): Promise<BindableLogin[]> => ctx.db
      .select({ userId: users.id, userNo: users.userNo, account: accounts.account, displayName: users.displayName })
      .from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(and(eq(users.companyId, ctx.caller.companyId), isNull(users.staffId), isNull(users.customerId)))
      .orderBy(asc(users.userNo)),
  }),
  defineCommand({
    service: 'main', command: 'createStaffLogin', permission: 'staff.edit', input: createStaffLoginInput,
    summary: 'Create a login for a staff member: a new account (10006 when the name is taken) with an initial password to change at first login.',
    handler: async (ctx, input) => {
      if (await findAccount(ctx.db, input.account)) throw new CommandError(10006, { field: 'account' });
      const passwordHash = await hashPassword(input.password);
      try {
        return await changeBinding(ctx, input.staffId, async (tx, person, bound) => {
          refuseIfBound(bound);
          const [account] = await tx.insert(accounts).values({ account: input.account, passwordHash, mustChangePassword: true }).returning();
          const [user] = await tx.insert(users).values({
            accountId: account.id, companyId: ctx.caller.companyId, userSourceType: ctx.caller.companyKind === 'carrier' ? 2 : 1,
            displayName: person.name, positionId: person.positionId, staffId: person.id,
          }).returning();
          await alignLogin(tx, person, user.id);
          return { userId: user.id, userNo: user.userNo, account: account.account };
        });
      } catch (error) {
        throw findUniqueViolation(error) === 'accounts_account_key' ? new CommandError(10006, { field: 'account' }) : error;
      }
    },
  }),
  defineCommand({
    service: 'main', command: 'bindStaffLogin', permission: 'staff.edit', input: bindStaffLoginInput,
    summary: "Bind a login of the company that acts for nobody yet to a staff member; it takes the staff member's position.",
    handler: (ctx, input) => changeBinding(ctx, input.staffId, async (tx, person, bound) => {
      refuseIfBound(bound);
      const [user] = await tx.select().from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(and(eq(users.id, input.userId), eq(users.companyId, ctx.caller.companyId))).for('update', { of: users });
      if (!user) throw fieldError('userId', 'notFound');
      if (user.users.staffId || user.users.customerId) throw fieldError('userId', 'inUse');
      await tx.update(users).set({ staffId: person.id }).where(eq(users.id, user.users.id));
      await alignLogin(tx, person, user.users.id);
      return { userId: user.users.id, userNo: user.users.userNo, account: user.accounts.account };
    }),
  }),
  defineCommand({
    service: 'main', command: 'unbindStaffLogin', permission: 'staff.edit', input: unbindStaffLoginInput,
    summary: 'Unbind the login from a staff member; the login stays and may be bound again.',
    handler: async (ctx, input) => {
      await changeBinding(ctx, input.staffId, async (tx, _person, bound) => {
        if (!bound) throw fieldError('staffId', 'notFound');
        await tx.update(users).set({ staffId: null }).where(eq(users.id, bound.userId));
        return null;
      });
      return {};
    },
  }),
];
