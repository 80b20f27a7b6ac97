import * as contract from '@parcelflow/contract/partner/commands';
import { implement } from '../../envelope/command.ts';
import { acceptInvite } from './partner.accept.ts';
import { dissolvePartnership } from './partner.dissolve.ts';
import { listPartners } from './partner.queries.ts';

export const partnerCommands = [
  implement(contract.listPartners, (ctx, input) => listPartners(ctx.db, ctx.caller, input)),
  implement(contract.acceptInvite, (ctx, input) => acceptInvite(ctx, input.code)),
  implement(contract.dissolvePartnership, async (ctx, input) => {
    await dissolvePartnership(ctx, input.id);
    return {};
  }),
];
