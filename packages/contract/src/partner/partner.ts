import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';

export const PARTNERSHIP_STATUSES = ['active', 'dissolved'] as const;
export type PartnershipStatus = (typeof PARTNERSHIP_STATUSES)[number];

/** Roles of partner identity (3.18). */
export const PARTNER_KINDS = ['carrier', 'cargoOwner'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];

export const listPartnersInput = z.object({
  ...pageQueryFields,
  /** Part of the partner company's code or name. */
  keyword: z.string().trim().max(40).optional(),
  status: z.enum(PARTNERSHIP_STATUSES).optional(),
});
export type ListPartnersInput = z.infer<typeof listPartnersInput>;

export const partnershipIdInput = z.object({ id: z.number().int().positive() });

/**
 * The other company of a partnership, with what the partnership lets each side see (3.10): its name, code,
 * identity and contact, since when and the status; the carrier also sees which of its own customers it is.
 */
export const partnerView = z.object({
  id: z.number(),
  kind: z.enum(PARTNER_KINDS),
  companyNo: z.string(),
  name: z.string(),
  nameEn: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  since: z.string(),
  status: z.enum(PARTNERSHIP_STATUSES),
  endedAt: z.string().nullable(),
  /** Whether the caller's company ended it (else the partner did). */
  endedBySelf: z.boolean(),
  /** The carrier's own customer record of the cargo owner; null for a cargo owner's view. */
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
});
export type PartnerView = z.infer<typeof partnerView>;
