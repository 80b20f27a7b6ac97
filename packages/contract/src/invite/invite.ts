import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';

/** Invite code statuses of entities-rules.md 3.18: unused, used, cooperation ended, abolished. */
export const INVITE_STATUSES = ['unused', 'used', 'ended', 'abolished'] as const;
export type InviteStatus = (typeof INVITE_STATUSES)[number];

/** Codes are 12 characters of an alphabet without look-alikes (0/O, 1/I): 60 random bits, read aloud safely. */
export const INVITE_CODE_LENGTH = 12;
export const INVITE_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

const idField = z.number().int().positive();

/** A carrier's new code, optionally for one of its customers (who then becomes the cargo owner's customer record). */
export const generateInviteInput = z.object({ customerId: idField.optional() });
export type GenerateInviteInput = z.infer<typeof generateInviteInput>;

export const inviteIdInput = z.object({ id: idField });

/** The invite list's filters. */
export const listInvitesInput = z.object({
  ...pageQueryFields,
  /** Part of the code. */
  code: z.string().trim().max(INVITE_CODE_LENGTH).optional(),
  status: z.enum(INVITE_STATUSES).optional(),
  /** Part of the named customer's code or name. */
  customer: z.string().trim().max(40).optional(),
  /** Part of the code or name of the cargo owner who used it. */
  usedBy: z.string().trim().max(40).optional(),
});
export type ListInvitesInput = z.infer<typeof listInvitesInput>;

/** One code as the carrier's list shows it (3.9: code, specified customer, status, generator, time, user). */
export const inviteView = z.object({
  id: z.number(),
  code: z.string(),
  status: z.enum(INVITE_STATUSES),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  generatedBy: z.string(),
  createdAt: z.string(),
  usedByCompanyNo: z.string().nullable(),
  usedByCompanyName: z.string().nullable(),
  usedByCompanyNameEn: z.string().nullable(),
  usedAt: z.string().nullable(),
  /** When the cooperation ended or the code was abolished. */
  endedAt: z.string().nullable(),
});
export type InviteView = z.infer<typeof inviteView>;

/** What a cargo owner types; spaces and hyphens are ignored, case too. A blank or malformed code is unknown (10115). */
export const inviteCodeField = z
  .string({ error: '10115' })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`), { error: '10115' }));

export const acceptInviteInput = z.object({ code: inviteCodeField });
export type AcceptInviteInput = z.infer<typeof acceptInviteInput>;
