import { and, eq } from 'drizzle-orm';
import { CommandError, fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/dunning/commands';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { listDunningReminderPage, listMyReminders, markRead } from './dunning-reminder.queries.ts';
import { assertOwnLimits, dunningFormOptions, dunningRuleSnapshot, listDunningRulePage } from './dunning-rule.queries.ts';
import { dunningRules } from './dunning.table.ts';

/** Rules and what they sent are the carrier's: a customer's login or a cargo owner holding the right is still refused. */
function refuseUnlessCarrierStaff(ctx: GuardedContext): void {
  if (ctx.caller.companyKind !== 'carrier' || ctx.caller.customerId !== null) throw new CommandError(10021);
}

export const dunningCommands = [
  implement(contract.listDunningRules, (ctx, input) => {
    refuseUnlessCarrierStaff(ctx);
    return listDunningRulePage(ctx.db, ctx.caller.companyId, input);
  }),
  implement(contract.getDunningFormOptions, (ctx) => {
    refuseUnlessCarrierStaff(ctx);
    return dunningFormOptions(ctx.db, ctx.caller.companyId);
  }),
  implement(contract.saveDunningRule, async (ctx, input) => {
    refuseUnlessCarrierStaff(ctx);
    await assertOwnLimits(ctx.db, ctx.caller.companyId, input);
    const { id: _id, ...fields } = input;
    try {
      return await auditedWrite(ctx, async ({ tx, companyId, findOwn }) => {
        const old = input.id ? await findOwn(dunningRules, input.id, { lock: true }) : undefined;
        const before = old && (await dunningRuleSnapshot(tx, old)).fields;
        const values = { ...fields, updatedAt: new Date() };
        const [row] = old
          ? await tx.update(dunningRules).set(values).where(and(eq(dunningRules.id, old.id), eq(dunningRules.companyId, companyId))).returning()
          : await tx.insert(dunningRules).values({ ...values, companyId }).returning();
        const after = await dunningRuleSnapshot(tx, row);
        return { answer: { id: row.id }, changes: [{ entity: 'dunningRule', entityId: row.id, entityLabel: after.label, action: old ? 'update' : 'create', before, after: after.fields }] };
      });
    } catch (error) {
      if (findUniqueViolation(error) === 'dunning_rules_company_name_key') throw fieldError('name', 'duplicate');
      throw error;
    }
  }),
  implement(contract.deleteDunningRule, (ctx, input) => {
    refuseUnlessCarrierStaff(ctx);
    return auditedWrite(ctx, async ({ tx, findOwn }) => {
      const rule = await findOwn(dunningRules, input.id, { lock: true });
      const { label, fields } = await dunningRuleSnapshot(tx, rule);
      // Its reminders stay, with its name (rule_id set null by the foreign key).
      await tx.delete(dunningRules).where(eq(dunningRules.id, rule.id));
      return { answer: {}, changes: [{ entity: 'dunningRule', entityId: rule.id, entityLabel: label, action: 'delete', before: fields }] };
    });
  }),
  implement(contract.listDunningReminders, (ctx, input) => {
    refuseUnlessCarrierStaff(ctx);
    return listDunningReminderPage(ctx.db, ctx.caller.companyId, input);
  }),
  implement(contract.listMyDunningReminders, (ctx, input) => listMyReminders(ctx.db, ctx.caller.userId, input, ctx.language)),
  // Read marks are the reader's own state, not the carrier's records: nothing for the audit log to keep.
  implement(contract.markDunningRemindersRead, (ctx, input) => auditedWrite(ctx, async ({ tx }) => ({ answer: await markRead(tx, ctx.caller.userId, input.ids), changes: [] }))),
];
