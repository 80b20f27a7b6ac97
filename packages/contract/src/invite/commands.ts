import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { comboBoxInput, comboBoxOutput } from '../order/commands.ts';
import { generateInviteInput, inviteIdInput, inviteView, listInvitesInput } from './invite.ts';

/** enterpriseManagement/inviteCode: a carrier's invite codes (carriers only: a cargo owner never holds these functions, 10021). */
export const listInvites = declareCommand({
  service: 'main', command: 'listInvites', permission: 'invite.view', input: listInvitesInput, output: pageOf(inviteView),
  summary: "The carrier's invite codes, newest first, by part of the code, status, named customer or the cargo owner who used it.",
});

export const generateInvite = declareCommand({
  service: 'main', command: 'generateInvite', permission: 'invite.edit', input: generateInviteInput, output: z.object({ id: z.number(), code: z.string() }),
  summary: 'Generate a random invite code, optionally for one of the carrier\'s customers not yet linked to a cargo owner (else 10226).',
});

export const abolishInvite = declareCommand({
  service: 'main', command: 'abolishInvite', permission: 'invite.edit', input: inviteIdInput, output: emptyOutput,
  summary: 'Abolish an unused invite code; a used one is refused (400 on id).',
});

export const inviteCustomerComboBox = declareCommand({
  service: 'main', command: 'inviteCustomerComboBox', permission: 'invite.edit', input: comboBoxInput, output: comboBoxOutput,
  summary: "The carrier's customers an invite code may name (live, linked to no cargo owner), by code or name, 10 a page.",
});

export const inviteDeclarations = [listInvites, generateInvite, abolishInvite, inviteCustomerComboBox];
