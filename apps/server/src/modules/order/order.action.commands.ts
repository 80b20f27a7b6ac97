import { CommandError, ACTION_FUNCTIONS } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/order/commands';
import { implement } from '../../envelope/command.ts';
import { applyAction, auditOne, bulkAudit } from './order.actions.ts';

export const orderActionCommands = [
  implement(contract.applyOrderAction, (ctx, input) => {
    const needed = ACTION_FUNCTIONS[input.action];
    if (!ctx.caller.functions.has(needed)) throw new CommandError(10021, { permission: needed });
    return applyAction(ctx, input.ids, input.action, input.reason);
  }),
  implement(contract.auditPass, (ctx, input) => auditOne(ctx, input.id, input.waybillNo)),
  implement(contract.bulkAudit, (ctx, input) => bulkAudit(ctx, input.ids)),
];
