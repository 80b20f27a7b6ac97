import { and, eq } from 'drizzle-orm';
import * as contract from '@parcelflow/contract/preference/commands';
import { implement } from '../../envelope/command.ts';
import { userPreferences } from './preference.table.ts';

export const preferenceCommands = [
  implement(contract.getPreference, async (ctx, input) => {
    const [row] = await ctx.db.select({ value: userPreferences.value }).from(userPreferences)
      .where(and(eq(userPreferences.userId, ctx.caller.userId), eq(userPreferences.key, input.key)));
    return { key: input.key, value: row?.value ?? null };
  }),
  // The caller's own choices, not company records: the audit log does not list them.
  implement(contract.savePreference, async (ctx, input) => {
    await ctx.db.insert(userPreferences).values({ userId: ctx.caller.userId, key: input.key, value: input.value })
      .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value: input.value, updatedAt: new Date() } });
    return { key: input.key, value: input.value };
  }),
];
