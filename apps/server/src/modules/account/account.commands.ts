import { eq, sql } from 'drizzle-orm';
import { CommandError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/auth/commands';
import { implement } from '../../envelope/command.ts';
import { accounts, users } from './account.table.ts';
import { buildAuthorityMenu } from './menu.service.ts';
import { verifyPassword } from './password-hash.ts';
import { loadProfile } from './profile.service.ts';

export const accountCommands = [
  implement(contract.getAuthorityMenu, (ctx) => buildAuthorityMenu(ctx.db, ctx.caller)),
  implement(contract.getUserInfo, (ctx) => loadProfile(ctx.db, ctx.caller)),
  implement(contract.checkSession, async () => ({})),
  // The caller's own settings, not company records: the audit log does not list them.
  implement(contract.saveUserPreference, async (ctx, input) => {
    const patch: Partial<typeof users.$inferInsert> = {};
    if (input.language !== undefined) patch.language = input.language;
    if (input.taskBoxShown !== undefined) {
      patch.preferences = sql`${users.preferences} || ${JSON.stringify({ taskBoxShown: input.taskBoxShown })}::jsonb` as never;
    }
    if (Object.keys(patch).length) await ctx.db.update(users).set(patch).where(eq(users.id, ctx.caller.userId));
    return {};
  }),
  implement(contract.unlockScreen, async (ctx, input) => {
    const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.caller.accountId));
    if (!account || !(await verifyPassword(account.passwordHash, input.password))) throw new CommandError(10047);
    return {};
  }),
];
