import { eq, sql } from 'drizzle-orm';
import { CommandError, type UserLoginInput, type UserLoginOutput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { CommandContext } from '../../envelope/command.ts';
import { burnVerification, findAccount, users, verifyPassword } from '../account/index.ts';
import { clearEvents, releaseEvent, reserveEvent } from '../security/index.ts';
import { createSession } from '../session/index.ts';
import { loadIdentities, type Identity } from './login-eligibility.ts';

/** Failed logins allowed per account and per address within the window before "too fast" (40003). */
export const LOGIN_FAILURE_LIMIT = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

/** The failed-login counter of an account; a password reset clears it. */
export function accountFailureKey(account: string): string {
  return `login:account:${account.toLowerCase()}`;
}

/**
 * Counts the attempt as a failure before the password is checked, in one statement per counter, so parallel
 * attempts get exactly the limit of checks; past either limit nothing is checked and the answer is 40003.
 */
async function reserveAttempt(db: Db, accountKey: string, addressKey: string): Promise<void> {
  const { perAccount, perAddress, windowMs } = LOGIN_FAILURE_LIMIT;
  const tooFast = new CommandError(40003, { retryAfterSeconds: windowMs / 1000 });
  if (!(await reserveEvent(db, accountKey, perAccount, windowMs))) throw tooFast;
  if (await reserveEvent(db, addressKey, perAddress, windowMs)) return;
  await releaseEvent(db, accountKey);
  throw tooFast;
}

/** Checks the password and the identities; answers a session or, for several identities, the choices. */
export async function logIn(ctx: CommandContext, input: UserLoginInput): Promise<UserLoginOutput> {
  const accountKey = accountFailureKey(input.account);
  const addressKey = `login:address:${ctx.ip}`;
  await reserveAttempt(ctx.db, accountKey, addressKey);
  const account = await findAccount(ctx.db, input.account);
  const passwordOk = account ? await verifyPassword(account.passwordHash, input.password) : (await burnVerification(input.password), false);
  // A failed check keeps both reservations as the failures they are; a success gives them back.
  if (!account || !passwordOk) throw new CommandError(10001);
  await clearEvents(ctx.db, accountKey);
  await releaseEvent(ctx.db, addressKey);
  if (account.status !== 'enabled') throw new CommandError(10030);

  const identity = pickIdentity(await loadIdentities(ctx.db, account.id), input);
  if ('choices' in identity) return identity;
  return openSession(ctx, identity, account.mustChangePassword);
}

function pickIdentity(all: Identity[], input: UserLoginInput): Identity | { choices: NonNullable<UserLoginOutput['choices']> } {
  const inCompany = input.companyNo
    ? all.filter((i) => i.companyNo.toLowerCase() === input.companyNo!.toLowerCase() && i.userSourceType !== 1)
    : all;
  if (inCompany.length === 0) throw new CommandError(all.length === 0 ? 10044 : 10015);
  const allowed = inCompany.filter((i) => i.refusal === null);
  if (allowed.length === 0) throw new CommandError(inCompany[0].refusal!);
  if (input.userId !== undefined) {
    const chosen = allowed.find((i) => i.id === input.userId);
    if (!chosen) throw new CommandError(10044);
    return chosen;
  }
  if (allowed.length === 1) return allowed[0];
  return {
    choices: allowed.map((i) => ({ userType: i.userSourceType, userId: i.id, userNo: i.userNo, companyNo: i.companyNo, companyName: i.companyName })),
  };
}

export async function openSession(ctx: CommandContext, identity: Identity, mustChangePassword: boolean): Promise<UserLoginOutput> {
  const token = await createSession(ctx.db, { id: identity.id, companyId: identity.companyId }, ctx);
  await ctx.db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, identity.id));
  return {
    token,
    userInfo: { userNo: identity.userNo, userSourceType: identity.userSourceType, companyNo: identity.companyNo },
    ...(mustChangePassword ? { mustChangePassword: true } : {}),
  };
}
