import { eq } from 'drizzle-orm';
import { fieldError, type SaveOrderRuleInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/customerOrderRule/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite, type Tx } from '../auditLog/index.ts';
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

/** Writes a rule and its log row in one audited write; a concurrent save of the same scope answers duplicate too. */
async function writeLogged(ctx: GuardedContext, old: OrderRuleRow | undefined, write: (tx: Tx) => Promise<OrderRuleRow>, action: 'create' | 'update' | 'enable' | 'disable') {
  try {
    return await auditedWrite(ctx, async ({ tx }) => {
      const before = old && (await orderRuleSnapshot(tx, old)).fields;
      const row = await write(tx);
      const after = await orderRuleSnapshot(tx, row);
      return { answer: row, changes: [{ entity: 'orderRule', entityId: row.id, entityLabel: after.label, action, before, after: after.fields }] };
    });
  } catch (error) {
    if (findUniqueViolation(error) === 'customer_order_rules_scope_key') throw fieldError('channelId', 'duplicate');
    throw error;
  }
}

export const customerOrderRuleCommands = [
  implement(contract.listOrderRules, (ctx, input) => listOrderRulePage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.getOrderRuleFormOptions, async (ctx) => ({ channels: await listChannelOptions(ctx.db, ctx.caller.companyId) })),
  implement(contract.orderRuleCustomerComboBox, (ctx, input) => customerOptionPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.saveOrderRule, async (ctx, input) => {
    const { companyId } = ctx.caller;
    const old = input.id ? await findOrderRule(ctx.db, companyId, input.id) : undefined;
    await assertRuleScope(ctx.db, companyId, input);
    const values = valuesOf(input);
    const row = await writeLogged(ctx, old, async (tx) => (old
      ? await tx.update(customerOrderRules).set(values).where(eq(customerOrderRules.id, old.id)).returning()
      : await tx.insert(customerOrderRules).values({ ...values, companyId }).returning())[0], old ? 'update' : 'create');
    return { id: row.id };
  }),
  implement(contract.setOrderRuleEnabled, async (ctx, input) => {
    const old = await findOrderRule(ctx.db, ctx.caller.companyId, input.id);
    if (old.enabled === input.enabled) return {};
    await writeLogged(ctx, old, async (tx) => (await tx.update(customerOrderRules).set({ enabled: input.enabled }).where(eq(customerOrderRules.id, old.id)).returning())[0],
      input.enabled ? 'enable' : 'disable');
    return {};
  }),
  implement(contract.deleteOrderRule, async (ctx, input) => {
    const rule = await findOrderRule(ctx.db, ctx.caller.companyId, input.id);
    return auditedWrite(ctx, async ({ tx }) => {
      const { label, fields } = await orderRuleSnapshot(tx, rule);
      await tx.delete(customerOrderRules).where(eq(customerOrderRules.id, rule.id));
      return { answer: {}, changes: [{ entity: 'orderRule', entityId: rule.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
];
