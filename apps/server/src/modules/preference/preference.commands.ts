import { and, eq } from 'drizzle-orm';
import { getPreferenceInput, savePreferenceInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { userPreferences } from './preference.table.ts';

export const preferenceCommands = [
  defineCommand({
    service: 'uc', command: 'getPreference', permission: 'session', input: getPreferenceInput,
    summary: "One of the caller's remembered choices, or null when never saved.",
    handler: async (ctx, input) => {
      const [row] = await ctx.db.select({ value: userPreferences.value }).from(userPreferences)
        .where(and(eq(userPreferences.userId, ctx.caller.userId), eq(userPreferences.key, input.key)));
      return { key: input.key, value: row?.value ?? null };
    },
  }),
  defineCommand({
    service: 'uc', command: 'savePreference', permission: 'session', input: savePreferenceInput,
    summary: "Remember one of the caller's choices (at most 4000 characters of JSON), replacing the last.",
    handler: async (ctx, input) => {
      await ctx.db.insert(userPreferences).values({ userId: ctx.caller.userId, key: input.key, value: input.value })
        .onConflictDoUpdate({ target: [userPreferences.userId, userPreferences.key], set: { value: input.value, updatedAt: new Date() } });
      return { key: input.key, value: input.value };
    },
  }),
];
