import { CommandError, getLanguageTextsInput, resetLanguageTextInput, saveLanguageTextInput, type GetLanguageTextsOutput } from '@parcelflow/contract';
import { defineCommand, type Caller } from '../../envelope/command.ts';
import { deleteOverride, findCompanyIdByNo, listOverrides, saveOverride } from './language.service.ts';

/** The language screen is an administrator's whatever a position grants (entities-rules.md section 6). */
function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new CommandError(10021, { permission: 'language.edit' });
}

export const languageCommands = [
  defineCommand({
    service: 'main', command: 'getLanguageTexts', permission: 'public', input: getLanguageTextsInput,
    summary: "A company's interface-text overrides: the company named by companyNo, else the signed-in caller's; none for neither.",
    handler: async (ctx, input): Promise<GetLanguageTextsOutput> => {
      const companyId = input.companyNo ? await findCompanyIdByNo(ctx.db, input.companyNo) : ((await ctx.findCaller())?.companyId ?? null);
      return { overrides: companyId === null ? [] : await listOverrides(ctx.db, companyId) };
    },
  }),
  defineCommand({
    service: 'main', command: 'saveLanguageText', permission: 'language.edit', input: saveLanguageTextInput,
    summary: "Set the company's own wording of one interface text in one language (administrators).",
    handler: async (ctx, input) => {
      requireAdmin(ctx.caller);
      return saveOverride(ctx.db, ctx.caller.companyId, ctx.caller.userId, input);
    },
  }),
  defineCommand({
    service: 'main', command: 'resetLanguageText', permission: 'language.edit', input: resetLanguageTextInput,
    summary: "Drop the company's wording of one interface text in one language; the shipped text applies again (administrators).",
    handler: async (ctx, input) => {
      requireAdmin(ctx.caller);
      await deleteOverride(ctx.db, ctx.caller.companyId, input.locale, input.key);
      return {};
    },
  }),
];
