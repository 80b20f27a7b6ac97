import { eq } from 'drizzle-orm';
import { fieldError, type SaveCustomerPrintRuleInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/printTemplate/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
import { assertPrintRuleParts, findPrintRule, listPrintRulePage, printRuleFormOptions, printRuleSnapshot } from './customerPrintRule.queries.ts';
import { customerPrintRules, type CustomerPrintRuleRow } from './customerPrintRule.table.ts';
import { defaultTargetPage } from './default-targets.ts';

const SCOPE_KEYS = ['customer_print_rules_channel_key', 'customer_print_rules_all_channels_key'];

/** What a save writes: an empty key on a change keeps the stored one, unless the change clears it. */
function valuesOf(input: SaveCustomerPrintRuleInput, old: CustomerPrintRuleRow | undefined, userId: number) {
  const ediKey = input.ediKey || (old && !input.clearEdiKey ? old.ediKey : '');
  return {
    customerId: input.customerId, channelId: input.channelId ?? null, templateId: input.templateId ?? null, ediAccount: input.ediAccount, ediKey,
    mayPrintTransferLabel: input.mayPrintTransferLabel, enabled: input.enabled, updatedBy: userId, updatedAt: new Date(),
  };
}

/** Writes a rule and its log row in one audited write; a concurrent save of the same scope answers duplicate too. */
async function writeLogged(ctx: GuardedContext, old: CustomerPrintRuleRow | undefined, write: (tx: Tx) => Promise<CustomerPrintRuleRow>, action: 'create' | 'update' | 'enable' | 'disable') {
  try {
    return await auditedWrite(ctx, async ({ tx }) => {
      const before = old && (await printRuleSnapshot(tx, old)).fields;
      const row = await write(tx);
      const after = await printRuleSnapshot(tx, row, Boolean(old?.ediKey && row.ediKey && old.ediKey !== row.ediKey));
      return { answer: row, changes: [{ entity: 'customerPrintRule', entityId: row.id, entityLabel: after.label, action, before, after: after.fields }] };
    });
  } catch (error) {
    if (SCOPE_KEYS.includes(findUniqueViolation(error) ?? '')) throw fieldError('channelId', 'duplicate');
    throw error;
  }
}

export const customerPrintRuleCommands = [
  implement(contract.listCustomerPrintRules, (ctx, input) => listPrintRulePage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.getCustomerPrintRuleFormOptions, (ctx) => printRuleFormOptions(ctx.db, ctx.caller.companyId)),
  implement(contract.printRuleCustomerComboBox, (ctx, input) => defaultTargetPage(ctx.db, ctx.caller.companyId, { ...input, target: 'customer' })),
  implement(contract.saveCustomerPrintRule, async (ctx, input) => {
    const { companyId, userId } = ctx.caller;
    const old = input.id ? await findPrintRule(ctx.db, companyId, input.id) : undefined;
    await assertPrintRuleParts(ctx.db, companyId, input);
    const values = valuesOf(input, old, userId);
    const row = await writeLogged(ctx, old, async (tx) => (old
      ? await tx.update(customerPrintRules).set(values).where(eq(customerPrintRules.id, old.id)).returning()
      : await tx.insert(customerPrintRules).values({ ...values, companyId }).returning())[0], old ? 'update' : 'create');
    return { id: row.id };
  }),
  implement(contract.setCustomerPrintRuleEnabled, async (ctx, input) => {
    const old = await findPrintRule(ctx.db, ctx.caller.companyId, input.id);
    if (old.enabled === input.enabled) return {};
    await writeLogged(ctx, old, async (tx) => (await tx.update(customerPrintRules)
      .set({ enabled: input.enabled, updatedBy: ctx.caller.userId, updatedAt: new Date() }).where(eq(customerPrintRules.id, old.id)).returning())[0],
    input.enabled ? 'enable' : 'disable');
    return {};
  }),
  implement(contract.deleteCustomerPrintRule, async (ctx, input) => {
    const rule = await findPrintRule(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      const { label, fields } = await printRuleSnapshot(tx, rule);
      await tx.delete(customerPrintRules).where(eq(customerPrintRules.id, rule.id));
      return { answer: {}, changes: [{ entity: 'customerPrintRule', entityId: rule.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
];
