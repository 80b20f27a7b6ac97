import * as contract from '@parcelflow/contract/finance/commands';
import { implement } from '../../envelope/command.ts';
import { confirmRecharge, rejectRecharge } from './recharge.handle.ts';
import { listRechargePage } from './recharge.queries.ts';
import { recordRecharge } from './recharge.record.ts';

/** The pay service's recharges (docs/finance.md, "Recharge and payment providers"). */
export const rechargeCommands = [
  implement(contract.recordRecharge, (ctx, input) => recordRecharge(ctx, input)),
  implement(contract.listRecharges, (ctx, input) => listRechargePage(ctx.db, ctx.caller, input)),
  implement(contract.confirmRecharge, (ctx, input) => confirmRecharge(ctx, input.id)),
  implement(contract.rejectRecharge, (ctx, input) => rejectRecharge(ctx, input.id, input.reason)),
];
