import { eq, sql } from 'drizzle-orm';
import { CommandError, type SendResetCodeOutput } from '@parcelflow/contract';
import type { CommandContext, GuardedContext } from '../../envelope/command.ts';
import { accounts, findAccount, hashPassword, verifyPassword } from '../account/index.ts';
import type { Notice } from '../notify/index.ts';
import { checkCode, consumeCode, issueCode } from '../notify/index.ts';
import { accountFailureKey } from '../login/index.ts';
import { clearEvents } from '../security/index.ts';
import { revokeAccountSessions } from '../session/index.ts';

type Account = typeof accounts.$inferSelect;
type Contact = Pick<Notice, 'channel' | 'recipient'>;

/** Reset codes belong to the account, not to the contact they were sent to. */
const resetTarget = (account: Account) => `account:${account.id}`;

async function requireAccount(ctx: CommandContext, name: string): Promise<Account> {
  const account = await findAccount(ctx.db, name);
  if (!account) throw new CommandError(10007);
  return account;
}

/** Forgot password, step 1: a code to the account's phone, else its email. */
export async function sendResetCode(ctx: CommandContext, name: string): Promise<SendResetCodeOutput> {
  const account = await requireAccount(ctx, name);
  if (account.status !== 'enabled') throw new CommandError(10030);
  const contact: Contact | undefined = account.phone
    ? { channel: 'phone', recipient: account.phone }
    : account.email ? { channel: 'email', recipient: account.email.toLowerCase() } : undefined;
  if (!contact) throw new CommandError(10007, { reason: 'noContact' });
  const sent = await issueCode(ctx, { purpose: 'resetPassword', target: resetTarget(account), ...contact });
  return { ...sent, maskedTarget: maskContact(contact) };
}

/** "13800000001" → "138****0001"; "owner@xinghe.example" → "o***@xinghe.example". */
export function maskContact({ channel, recipient }: Contact): string {
  if (channel === 'email') {
    const at = recipient.lastIndexOf('@');
    return `${recipient.slice(0, 1)}***${recipient.slice(at)}`;
  }
  const [head, tail] = recipient.length >= 8 ? [3, 4] : [1, 1];
  return `${recipient.slice(0, head)}****${recipient.slice(-tail)}`;
}

/** Step 2: a wrong code counts as an attempt; a right one stays usable for step 3. */
export async function checkResetCode(ctx: CommandContext, name: string, code: string): Promise<void> {
  await checkCode(ctx.db, 'resetPassword', resetTarget(await requireAccount(ctx, name)), code);
}

/** Step 3: the code is used up only when the password is actually replaced. */
export async function resetPassword(ctx: CommandContext, name: string, code: string, newPassword: string): Promise<void> {
  const account = await requireAccount(ctx, name);
  const codeId = await checkCode(ctx.db, 'resetPassword', resetTarget(account), code);
  await replacePassword(ctx, account, newPassword, codeId);
  // Whoever forgot the password has likely run into the failed-login limit: let them in at once.
  await clearEvents(ctx.db, accountFailureKey(account.account));
}

export async function changePassword(ctx: GuardedContext, oldPassword: string, newPassword: string): Promise<void> {
  const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.caller.accountId));
  if (!account || !(await verifyPassword(account.passwordHash, oldPassword))) throw new CommandError(10047);
  await replacePassword(ctx, account, newPassword);
}

/** Sets a password that differs from the current one, then ends every session of the account, this one included. */
async function replacePassword(ctx: CommandContext, account: Account, newPassword: string, codeId?: number): Promise<void> {
  if (await verifyPassword(account.passwordHash, newPassword)) throw new CommandError(10048);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction(async (tx) => {
    if (codeId !== undefined) await consumeCode(tx, codeId);
    await tx.update(accounts).set({ passwordHash, passwordChangedAt: sql`now()`, mustChangePassword: false }).where(eq(accounts.id, account.id));
    await revokeAccountSessions(tx, account.id);
  });
  await ctx.services.evictCallers(`account:${account.id}`);
}
