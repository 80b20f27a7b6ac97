import { eq } from 'drizzle-orm';
import { ENGLISH_NAME_RULE_LIMITS, englishNameRuleKey, fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/englishNameRule/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { tableExcelCommands } from '../tableImport/index.ts';
import { englishNameRules } from './englishNameRule.table.ts';
import { countEnglishNameRules, englishNameRuleSnapshot, findEnglishNameRule, listEnglishNameRulePage } from './englishNameRule.queries.ts';

const MAX = ENGLISH_NAME_RULE_LIMITS.perCompany;

export const englishNameRuleCommands = [
  implement(contract.listEnglishNameRules, (ctx, input) => listEnglishNameRulePage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveEnglishNameRule, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findEnglishNameRule(ctx.db, companyId, input.id) : undefined;
    if (!old && (await countEnglishNameRules(ctx.db, companyId)) >= MAX) throw fieldError('id', 'tooBig', { max: MAX });
    // A refused word has no Chinese name: whatever was typed there is dropped.
    const values = { kind: input.kind, nameCn: input.kind === 'refused' ? '' : input.nameCn, nameEn: input.nameEn };
    const matchKey = englishNameRuleKey(values);
    try {
      return await auditedWrite(ctx, async ({ tx }) => {
        const [row] = old
          ? await tx.update(englishNameRules).set({ ...values, matchKey }).where(eq(englishNameRules.id, old.id)).returning()
          : await tx.insert(englishNameRules).values({ ...values, matchKey, companyId }).returning();
        const after = englishNameRuleSnapshot(row);
        return { answer: { id: row.id }, changes: [{ entity: 'englishNameRule', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before: old && englishNameRuleSnapshot(old).fields, after: after.fields }] };
      });
    } catch (error) {
      // One mapping per Chinese name and kind, one rule per refused word: the name that makes the key is at fault.
      if (findUniqueViolation(error) === 'english_name_rules_company_key') throw fieldError(values.kind === 'refused' ? 'nameEn' : 'nameCn', 'duplicate');
      throw error;
    }
  }),
  implement(contract.deleteEnglishNameRule, async (ctx, input) => {
    const row = await findEnglishNameRule(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      await tx.delete(englishNameRules).where(eq(englishNameRules.id, row.id));
      const { label, fields } = englishNameRuleSnapshot(row);
      return { answer: {}, changes: [{ entity: 'englishNameRule', entityId: row.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  ...tableExcelCommands(contract.englishNameRuleExcel),
];
