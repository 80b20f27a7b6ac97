import { CommandError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/printAgent/commands';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { readPosPrintConfig, renewKeys } from './printAgent.keys.ts';

/**
 * The agent prints a carrier's labels on its own staff's machines: a cargo owner (it prints through its carrier) and a
 * customer's login (the secret would let it sign for the carrier's agents) are refused.
 */
function refuseOutsiders(ctx: GuardedContext, command: string): void {
  if (ctx.caller.companyKind !== 'carrier' || ctx.caller.customerId) throw new CommandError(10021, { permission: `main/${command}` });
}

export const printAgentCommands = [
  implement(contract.getPosPrintConfig, async (ctx) => {
    refuseOutsiders(ctx, 'getPosPrintConfig');
    return readPosPrintConfig(ctx.db, ctx.caller);
  }),
  implement(contract.renewPrintAgentKeys, async (ctx) => {
    refuseOutsiders(ctx, 'renewPrintAgentKeys');
    return renewKeys(ctx);
  }),
];
