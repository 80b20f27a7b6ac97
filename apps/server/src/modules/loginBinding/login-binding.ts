import { and, asc, eq, isNull } from 'drizzle-orm';
import { CommandError, fieldError, type BindableLogin } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import type { Caller, GuardedContext } from '../../envelope/command.ts';
import { accounts, findAccount, hashPassword, users } from '../account/index.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';

/** The login a staff member or customer acts through. */
export type BoundLogin = { userId: number; userNo: string; account: string };

/** Who a login may act for; the kind names the audit entity, the users column and the input field (`staffId`, `customerId`). */
export type HolderKind = 'staff' | 'customer';

const holderColumn = { staff: users.staffId, customer: users.customerId } as const;

type UserRow = typeof users.$inferSelect;

/** How one kind of record holds its login. */
export type LoginHolder<R extends { id: number }> = {
  kind: HolderKind;
  /** The caller's company's record, locked so two binds cannot race; notFound on `field` otherwise. */
  find: (tx: Tx, companyId: number, id: number, field: string) => Promise<R>;
  /** How the log names the record. */
  label: (record: R) => string;
  /** The user values a new login for the record starts with. */
  newUser: (record: R, caller: Caller) => Pick<typeof users.$inferInsert, 'userSourceType' | 'displayName' | 'positionId' | 'staffId' | 'customerId'>;
  /** Makes the login act for the record (or refuses it on `userId`). */
  attach: (tx: Tx, record: R, user: UserRow) => Promise<void>;
  /** What an unbound login keeps. */
  release: (tx: Tx, userId: number) => Promise<void>;
};

/** The login acting for the record, if one is bound. */
export async function findBoundLogin(db: Db, kind: HolderKind, holderId: number): Promise<BoundLogin | null> {
  const [row] = await db
    .select({ userId: users.id, userNo: users.userNo, account: accounts.account })
    .from(users).innerJoin(accounts, eq(accounts.id, users.accountId)).where(eq(holderColumn[kind], holderId));
  return row ?? null;
}

/** A bound login as the log shows it: user number and account name. */
const loginLabel = (login: BoundLogin | null) => (login ? `${login.userNo} ${login.account}` : null);

/** The company's logins that act for no staff member or customer yet. */
export function listBindableLogins(ctx: GuardedContext): Promise<BindableLogin[]> {
  return ctx.db
    .select({ userId: users.id, userNo: users.userNo, account: accounts.account, displayName: users.displayName })
    .from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.companyId, ctx.caller.companyId), isNull(users.staffId), isNull(users.customerId)))
    .orderBy(asc(users.userNo));
}

/** Create, bind and unbind the one login of a staff member or customer, each logged as the record's bind or unbind. */
export function loginBinding<R extends { id: number }>(holder: LoginHolder<R>) {
  const field = `${holder.kind}Id`;

  /**
   * Runs a binding change on the record, its row locked, logs the login before and after, and evicts the
   * logins' cached sessions once committed.
   */
  const changeBinding = <L extends BoundLogin | null>(ctx: GuardedContext, holderId: number, change: (tx: Tx, record: R, bound: BoundLogin | null) => Promise<L>) =>
    auditedWrite(ctx, async ({ tx, companyId, afterCommit }) => {
      const record = await holder.find(tx, companyId, holderId, field);
      const bound = await findBoundLogin(tx, holder.kind, record.id);
      const result = await change(tx, record, bound);
      for (const login of [bound, result]) if (login) afterCommit(() => ctx.services.evictCallers(`user:${login.userId}`));
      return {
        answer: result,
        changes: [{
          entity: holder.kind, entityId: record.id, entityLabel: holder.label(record), action: result ? 'bind' : 'unbind',
          before: { login: loginLabel(bound) }, after: { login: loginLabel(result) },
        }],
      };
    });

  /** One login per record. */
  const refuseIfBound = (bound: BoundLogin | null) => {
    if (bound) throw fieldError(field, 'inUse');
  };

  return {
    /** A new account (10006 when the name is taken) with an initial password to change at first login. */
    async create(ctx: GuardedContext, holderId: number, input: { account: string; password: string }): Promise<BoundLogin> {
      if (await findAccount(ctx.db, input.account)) throw new CommandError(10006, { field: 'account' });
      const passwordHash = await hashPassword(input.password);
      try {
        return await changeBinding(ctx, holderId, async (tx, record, bound) => {
          refuseIfBound(bound);
          const [account] = await tx.insert(accounts).values({ account: input.account, passwordHash, mustChangePassword: true }).returning();
          const [user] = await tx.insert(users).values({ accountId: account.id, companyId: ctx.caller.companyId, ...holder.newUser(record, ctx.caller) }).returning();
          await holder.attach(tx, record, user);
          return { userId: user.id, userNo: user.userNo, account: account.account };
        });
      } catch (error) {
        throw findUniqueViolation(error) === 'accounts_account_key' ? new CommandError(10006, { field: 'account' }) : error;
      }
    },

    /** A login of the company that acts for nobody yet. */
    bind: (ctx: GuardedContext, holderId: number, userId: number): Promise<BoundLogin> => changeBinding(ctx, holderId, async (tx, record, bound) => {
      refuseIfBound(bound);
      const [user] = await tx.select().from(users).innerJoin(accounts, eq(accounts.id, users.accountId))
        .where(and(eq(users.id, userId), eq(users.companyId, ctx.caller.companyId))).for('update', { of: users });
      if (!user) throw fieldError('userId', 'notFound');
      if (user.users.staffId || user.users.customerId) throw fieldError('userId', 'inUse');
      await holder.attach(tx, record, user.users);
      return { userId: user.users.id, userNo: user.users.userNo, account: user.accounts.account };
    }),

    /** The login stays, as the holder releases it, and may be bound again. */
    async unbind(ctx: GuardedContext, holderId: number): Promise<void> {
      await changeBinding(ctx, holderId, async (tx, _record, bound) => {
        if (!bound) throw fieldError(field, 'notFound');
        await holder.release(tx, bound.userId);
        return null;
      });
    },
  };
}
