import { z } from 'zod';
import { channelOption } from '../channel/channel.ts';
import { pageQueryFields } from '../envelope.ts';

/**
 * Transport agreement: a customer, or every customer of a group, may use the channels it lists from validFrom to
 * validTo (open-ended without one). A customer named by any agreement orders only on the channels of its
 * agreements in force that day (UTC); a customer named by none orders on every enabled channel.
 */
export const TRANS_AGREEMENT_LIMITS = { channelsMax: 100, remarksMax: 120 } as const;

/** Where an agreement stands today: not started, in force, or ended. */
export const AGREEMENT_STATES = ['upcoming', 'inForce', 'expired'] as const;
export type AgreementState = (typeof AGREEMENT_STATES)[number];

const idField = z.number().int().positive();
const isoDate = z.iso.date();

export const transAgreementFields = {
  customerId: idField.optional(),
  customerGroupId: idField.optional(),
  channelIds: z
    .array(idField)
    .min(1)
    .max(TRANS_AGREEMENT_LIMITS.channelsMax)
    .refine((ids) => new Set(ids).size === ids.length, { params: { reason: 'duplicate' } }),
  validFrom: isoDate,
  validTo: isoDate.optional(),
  remarks: z.string().trim().max(TRANS_AGREEMENT_LIMITS.remarksMax).default(''),
};

/** New agreement (no id) or a change; it names a customer or a group, not both, and ends no earlier than it starts. */
export const saveTransAgreementInput = z
  .object({ id: idField.optional(), ...transAgreementFields })
  .superRefine((agreement, ctx) => {
    if (!agreement.customerId && !agreement.customerGroupId) ctx.addIssue({ code: 'custom', path: ['customerId'], params: { reason: 'required' } });
    if (agreement.customerId && agreement.customerGroupId) ctx.addIssue({ code: 'custom', path: ['customerGroupId'], params: { reason: 'invalidValue' } });
    if (agreement.validTo && agreement.validTo < agreement.validFrom) ctx.addIssue({ code: 'custom', path: ['validTo'], params: { reason: 'invalidValue' } });
  });
export type SaveTransAgreementInput = z.infer<typeof saveTransAgreementInput>;

export const listTransAgreementsInput = z.object({
  ...pageQueryFields,
  customerId: idField.optional(),
  customerGroupId: idField.optional(),
  channelId: idField.optional(),
  state: z.enum(AGREEMENT_STATES).optional(),
});
export type ListTransAgreementsInput = z.infer<typeof listTransAgreementsInput>;

export const transAgreementView = z.object({
  id: z.number(),
  customerId: z.number().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  customerGroupId: z.number().nullable(),
  groupName: z.string().nullable(),
  channels: z.array(z.object({ id: z.number(), code: z.string(), nameCn: z.string(), nameEn: z.string() })),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  state: z.enum(AGREEMENT_STATES),
  remarks: z.string(),
});
export type TransAgreementView = z.infer<typeof transAgreementView>;

export const transAgreementIdInput = z.object({ id: idField });

/** Where an agreement stands on `today` (yyyy-mm-dd, UTC). */
export function agreementState(agreement: { validFrom: string; validTo: string | null }, today: string): AgreementState {
  if (agreement.validFrom > today) return 'upcoming';
  return agreement.validTo && agreement.validTo < today ? 'expired' : 'inForce';
}

/** The choices of the agreement form and filters. */
export const transAgreementFormOptions = z.object({
  channels: z.array(channelOption),
  groups: z.array(z.object({ id: z.number(), name: z.string(), isDefault: z.boolean() })),
});
export type TransAgreementFormOptions = z.infer<typeof transAgreementFormOptions>;
