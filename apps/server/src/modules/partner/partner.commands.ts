import { acceptInviteInput, listPartnersInput, partnershipIdInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { acceptInvite } from './partner.accept.ts';
import { dissolvePartnership } from './partner.dissolve.ts';
import { listPartners } from './partner.queries.ts';

export const partnerCommands = [
  defineCommand({
    service: 'main', command: 'listPartners', permission: 'partner.view', input: listPartnersInput,
    summary: "A carrier's cargo owners or a cargo owner's carriers: company, code, contact, since when and status, active first.",
    handler: (ctx, input) => listPartners(ctx.db, ctx.caller, input),
  }),
  defineCommand({
    service: 'main', command: 'acceptInvite', permission: 'partner.edit', input: acceptInviteInput,
    summary: "A cargo owner enters a carrier's invite code to start a cooperation: 10115 unknown, 10116 used, 10117 abolished, 10226 already cooperating.",
    handler: (ctx, input) => acceptInvite(ctx, input.code),
  }),
  defineCommand({
    service: 'main', command: 'dissolvePartnership', permission: 'partner.edit', input: partnershipIdInput,
    summary: 'Either side ends a cooperation; its invite code becomes "cooperation ended" and the cargo owner can no longer order through the carrier.',
    handler: async (ctx, input) => {
      await dissolvePartnership(ctx, input.id);
      return {};
    },
  }),
];
