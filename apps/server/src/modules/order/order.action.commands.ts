import { CommandError, ACTION_FUNCTIONS, applyOrderActionInput, auditPassInput, bulkAuditInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { applyAction, auditOne, bulkAudit } from './order.actions.ts';

export const orderActionCommands = [
  defineCommand({
    service: 'main', command: 'applyOrderAction', permission: 'order.view', input: applyOrderActionInput,
    summary: 'Apply one action (submit, audit fail, revoke, operate steps, delete, cancel, restore) to all the orders or to none.',
    handler: async (ctx, input) => {
      const needed = ACTION_FUNCTIONS[input.action];
      if (!ctx.caller.functions.has(needed)) throw new CommandError(10021, { permission: needed });
      return applyAction(ctx.db, ctx.caller, input.ids, input.action, input.reason);
    },
  }),
  defineCommand({
    service: 'main', command: 'auditPass', permission: 'order.audit', input: auditPassInput,
    summary: "Pass an order's audit with the typed waybill number or one drawn from its channel's number segments.",
    handler: (ctx, input) => auditOne(ctx.db, ctx.caller, input.id, input.waybillNo),
  }),
  defineCommand({
    service: 'main', command: 'bulkAudit', permission: 'order.audit', input: bulkAuditInput,
    summary: "Pass the audit of pending orders, all or none, one bulk audit at a time per company (40001).",
    handler: (ctx, input) => bulkAudit(ctx.db, ctx.caller, input.ids),
  }),
];
