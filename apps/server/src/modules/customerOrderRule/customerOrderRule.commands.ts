import { eq } from 'drizzle-orm';
import { comboBoxInput, emptyInput, fieldError, listOrderRulesInput, orderRuleIdInput, saveOrderRuleInput, setOrderRuleEnabledInput, type OrderRuleFormOptions, type SaveOrderRuleInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { defineCommand, type GuardedContext } from '../../envelope/command.ts';
import { recordChange } from '../auditLog/index.ts';
import { customerOptionPage, listChannelOptions } from '../transAgreement/index.ts';
import { customerOrderRules } from './customerOrderRule.table.ts';
import { assertRuleScope, findOrderRule, listOrderRulePage, orderRuleSnapshot, type OrderRuleRow } from './customerOrderRule.queries.ts';

function valuesOf(input: SaveOrderRuleInput) {
  return {
    customerId: input.customerId ?? null, channelId: input.channelId ?? null, maxPieceWeight: input.maxPieceWeight ?? null,
    maxPieces: input.maxPieces ?? null, maxDeclaredValue: input.maxDeclaredValue ?? null, declaredCurrency: input.declaredCurrency,
    countries: input.countries, enabled: input.enabled, remarks: input.remarks,
  };
}

/** Writes a rule and its log row in one transaction; a concurrent save of the same scope answers duplicate too. */
async function writeLogged(ctx: GuardedContext, old: OrderRuleRow | undefined, write: (tx: Db) => Promise<OrderRuleRow>, action: 'create' | 'update' | 'enable' | 'disable') {
  try {
    return await ctx.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const before = old && (await orderRuleSnapshot(tx, old)).fields;
      const row = await write(tx);
      const after = await orderRuleSnapshot(tx, row);
      await recordChange(tx, ctx, { entity: 'orderRule', entityId: row.id, entityLabel: after.label, action, before, after: after.fields });
      return row;
    });
  } catch (error) {
    if (findUniqueViolation(error) === 'customer_order_rules_scope_key') throw fieldError('channelId', 'duplicate');
    throw error;
  }
}

export const customerOrderRuleCommands = [
  defineCommand({
    service: 'main', command: 'listOrderRules', permission: 'orderRule.view', input: listOrderRulesInput,
    summary: "One page of the company's customer order rules: limits on piece weight, pieces, declared value and destination countries.",
    handler: (ctx, input) => listOrderRulePage(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'getOrderRuleFormOptions', permission: 'orderRule.view', input: emptyInput,
    summary: "The choices of the order rule form and filters: the company's channels.",
    handler: async (ctx): Promise<OrderRuleFormOptions> => ({ channels: await listChannelOptions(ctx.db, ctx.caller.companyId) }),
  }),
  defineCommand({
    service: 'main', command: 'orderRuleCustomerComboBox', permission: 'orderRule.view', input: comboBoxInput,
    summary: "The company's customers whose code or name holds the keyword, for the order rule form, 10 a page.",
    handler: (ctx, input) => customerOptionPage(ctx.db, ctx.caller.companyId, input),
  }),
  defineCommand({
    service: 'main', command: 'saveOrderRule', permission: 'orderRule.edit', input: saveOrderRuleInput,
    summary: 'Create a customer order rule (no id) or change one; one rule per customer (or every customer) and channel (or every channel).',
    handler: async (ctx, input) => {
      const { companyId } = ctx.caller;
      const old = input.id ? await findOrderRule(ctx.db, companyId, input.id) : undefined;
      await assertRuleScope(ctx.db, companyId, input);
      const values = valuesOf(input);
      const row = await writeLogged(ctx, old, async (tx) => (old
        ? await tx.update(customerOrderRules).set(values).where(eq(customerOrderRules.id, old.id)).returning()
        : await tx.insert(customerOrderRules).values({ ...values, companyId }).returning())[0], old ? 'update' : 'create');
      return { id: row.id };
    },
  }),
  defineCommand({
    service: 'main', command: 'setOrderRuleEnabled', permission: 'orderRule.edit', input: setOrderRuleEnabledInput,
    summary: 'Enable or disable a customer order rule; a disabled rule is not checked.',
    handler: async (ctx, input) => {
      const old = await findOrderRule(ctx.db, ctx.caller.companyId, input.id);
      if (old.enabled === input.enabled) return {};
      await writeLogged(ctx, old, async (tx) => (await tx.update(customerOrderRules).set({ enabled: input.enabled }).where(eq(customerOrderRules.id, old.id)).returning())[0],
        input.enabled ? 'enable' : 'disable');
      return {};
    },
  }),
  defineCommand({
    service: 'main', command: 'deleteOrderRule', permission: 'orderRule.edit', input: orderRuleIdInput,
    summary: 'Delete a customer order rule.',
    handler: async (ctx, input) => {
      const rule = await findOrderRule(ctx.db, ctx.caller.companyId, input.id);
      await ctx.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const { label, fields } = await orderRuleSnapshot(tx, rule);
        await tx.delete(customerOrderRules).where(eq(customerOrderRules.id, rule.id));
        await recordChange(tx, ctx, { entity: 'orderRule', entityId: rule.id, entityLabel: label, action: 'delete', before: fields });
      });
      return {};
    },
  }),
];
