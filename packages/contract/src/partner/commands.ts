import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { acceptInviteInput } from '../invite/invite.ts';
import { listPartnersInput, partnershipIdInput, partnerView } from './partner.ts';

/** enterpriseManagement/partner: the cooperations between carriers and cargo owners. */
export const listPartners = declareCommand({
  service: 'main', command: 'listPartners', permission: 'partner.view', input: listPartnersInput, output: pageOf(partnerView),
  summary: "A carrier's cargo owners or a cargo owner's carriers: company, code, contact, since when and status, active first.",
});

export const acceptInvite = declareCommand({
  service: 'main', command: 'acceptInvite', permission: 'partner.edit', input: acceptInviteInput, output: z.object({ id: z.number(), companyNo: z.string() }),
  summary: "A cargo owner enters a carrier's invite code to start a cooperation: 10115 unknown, 10116 used, 10117 abolished, 10226 already cooperating.",
});

export const dissolvePartnership = declareCommand({
  service: 'main', command: 'dissolvePartnership', permission: 'partner.edit', input: partnershipIdInput, output: emptyOutput,
  summary: 'Either side ends a cooperation; its invite code becomes "cooperation ended" and the cargo owner can no longer order through the carrier.',
});

export const partnerDeclarations = [listPartners, acceptInvite, dissolvePartnership];
