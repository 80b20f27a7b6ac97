import { CommandError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/language/commands';
import { implement, type Caller } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { deleteOverride, findCompanyIdByNo, listOverrides, saveOverride } from './language.service.ts';

/** The language screen is an administrator's whatever a position grants (entities-rules.md section 6). */
function requireAdmin(caller: Caller): void {
  if (!caller.isAdmin) throw new CommandError(10021, { permission: 'language.edit' });
}

export const languageCommands = [
  implement(contract.getLanguageTexts, async (ctx, input) => {
    const companyId = input.companyNo ? await findCompanyIdByNo(ctx.db, input.companyNo) : ((await ctx.findCaller())?.companyId ?? null);
    return { overrides: companyId === null ? [] : await listOverrides(ctx.db, companyId) };
  }),
  // Interface wording is not listed in the audit log today.
  implement(contract.saveLanguageText, (ctx, input) => {
    requireAdmin(ctx.caller);
    return auditedWrite(ctx, async ({ tx, companyId }) => ({ answer: await saveOverride(tx, companyId, ctx.caller.userId, input), changes: [] }));
  }),
  implement(contract.resetLanguageText, (ctx, input) => {
    requireAdmin(ctx.caller);
    return auditedWrite(ctx, async ({ tx, companyId }) => {
      await deleteOverride(tx, companyId, input.locale, input.key);
      return { answer: {}, changes: [] };
    });
  }),
];
