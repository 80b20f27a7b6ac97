import { eq, sql } from 'drizzle-orm';
import { CommandError, emptyInput, saveUserPreferenceInput, unlockScreenInput, userLoginInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { revokeSessionByHash } from '../session/index.ts';
import { accounts, users } from './account.table.ts';
import { logIn } from './login.service.ts';
import { buildAuthorityMenu } from './menu.service.ts';
import { verifyPassword } from './password-hash.ts';
import { loadProfile } from './profile.service.ts';

export const accountCommands = [
  defineCommand({
    service: 'uc', command: 'userLogin', permission: 'public', input: userLoginInput,
    summary: 'Log in with account and password; answers a token or, for an account with several identities, the choices.',
    handler: (ctx, input) => logIn(ctx, input),
  }),
  defineCommand({
    service: 'uc', command: 'getAuthorityMenu', permission: 'session', input: emptyInput,
    summary: 'The menus and function buttons the caller may see and use.',
    handler: (ctx) => buildAuthorityMenu(ctx.db, ctx.caller),
  }),
  defineCommand({
    service: 'uc', command: 'getUserInfo', permission: 'session', input: emptyInput,
    summary: "The caller's profile: identity, company, position, language and lock-screen minutes.",
    handler: (ctx) => loadProfile(ctx.db, ctx.caller),
  }),
  defineCommand({
    service: 'uc', command: 'checkSession', permission: 'session', input: emptyInput,
    summary: 'Answers success while the session is valid (404 once it is not); changes nothing.',
    handler: async () => ({}),
  }),
  defineCommand({
    service: 'uc', command: 'logout', permission: 'session', input: emptyInput,
    summary: 'Revoke the current session.',
    handler: async (ctx) => {
      await revokeSessionByHash(ctx.db, ctx.caller.tokenHash);
      await ctx.services.evictCallers(`token:${ctx.caller.tokenHash}`);
      return {};
    },
  }),
  defineCommand({
    service: 'uc', command: 'saveUserPreference', permission: 'session', input: saveUserPreferenceInput,
    summary: "Save the caller's interface language (null: follow the browser) and whether the task box is shown.",
    handler: async (ctx, input) => {
      const patch: Partial<typeof users.$inferInsert> = {};
      if (input.language !== undefined) patch.language = input.language;
      if (input.taskBoxShown !== undefined) {
        patch.preferences = sql`${users.preferences} || ${JSON.stringify({ taskBoxShown: input.taskBoxShown })}::jsonb` as never;
      }
      if (Object.keys(patch).length) await ctx.db.update(users).set(patch).where(eq(users.id, ctx.caller.userId));
      return {};
    },
  }),
  defineCommand({
    service: 'uc', command: 'unlockScreen', permission: 'session', input: unlockScreenInput,
    summary: 'Check the password typed on the lock screen.',
    handler: async (ctx, input) => {
      const [account] = await ctx.db.select().from(accounts).where(eq(accounts.id, ctx.caller.accountId));
      if (!account || !(await verifyPassword(account.passwordHash, input.password))) throw new CommandError(10047);
      return {};
    },
  }),
];
