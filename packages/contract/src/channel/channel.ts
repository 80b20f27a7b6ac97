import { z } from 'zod';
import { pageQueryFields } from '../envelope.ts';
import { countryCode } from '../order/fields.ts';
import { channelDestinationsSchema } from './destinations.ts';

/** Transport classes of entities-rules.md 3.18; the `channel.class.<value>` texts name them. */
export const TRANSPORT_CLASSES = ['sea', 'air', 'express', 'postal', 'fba', 'designated', 'other'] as const;
export type TransportClass = (typeof TRANSPORT_CLASSES)[number];

/** What a channel carries; the `channel.businessType.<value>` texts name them. */
export const CHANNEL_BUSINESS_TYPES = ['parcel', 'document', 'freight', 'fba', 'other'] as const;
export type ChannelBusinessType = (typeof CHANNEL_BUSINESS_TYPES)[number];

/** Field limits of entities-rules.md 3.6: text fields up to 40, the address up to 120. */
export const CHANNEL_LIMITS = { codeMin: 2, textMax: 40, addressMax: 120 } as const;

const text = (max: number) => z.string().trim().max(max).default('');
const idField = z.number().int().positive();

/** Channel fields one by one, so a form item checks exactly what the command checks. */
export const channelFields = {
  /** Import files and number segments name a channel by code: letters, digits, hyphen and underscore, kept in upper case. */
  code: z.string().trim().toUpperCase().min(CHANNEL_LIMITS.codeMin).max(CHANNEL_LIMITS.textMax).regex(/^[A-Z0-9_-]+$/),
  nameCn: z.string().trim().min(1).max(CHANNEL_LIMITS.textMax),
  nameEn: text(CHANNEL_LIMITS.textMax),
  transportClass: z.enum(TRANSPORT_CLASSES),
  businessType: z.enum(CHANNEL_BUSINESS_TYPES),
  trackable: z.boolean().default(true),
  /** Audited orders wait in "to get label" until the last-mile carrier's label is fetched. */
  labelFromCarrier: z.boolean().default(false),
  senderName: text(CHANNEL_LIMITS.textMax),
  senderPhone: text(CHANNEL_LIMITS.textMax).pipe(z.string().regex(/^[0-9+()\- ]*$/)),
  senderAddress: text(CHANNEL_LIMITS.addressMax),
  /** Whether the destinations list postcodes per country (else a listed country is served whole). */
  postcodeDestinations: z.boolean().default(false),
  destinations: channelDestinationsSchema,
  enabled: z.boolean().default(true),
};

/** New channel (no id) or a change; postcodes only on a postcode-based channel, which lists at least one country. */
export const saveChannelInput = z
  .object({ id: idField.optional(), ...channelFields })
  .superRefine((channel, ctx) => {
    if (channel.postcodeDestinations && !channel.destinations.length) ctx.addIssue({ code: 'custom', path: ['destinations'], params: { reason: 'required' } });
    channel.destinations.forEach((destination, index) => {
      if (!channel.postcodeDestinations && destination.postcodes.length) {
        ctx.addIssue({ code: 'custom', path: ['destinations', index, 'postcodes'], params: { reason: 'invalidValue' } });
      }
    });
  });
export type SaveChannelInput = z.infer<typeof saveChannelInput>;

export const listChannelsInput = z.object({
  ...pageQueryFields,
  /** Part of the code or of either name. */
  keyword: z.string().trim().max(40).optional(),
  transportClass: z.enum(TRANSPORT_CLASSES).optional(),
  businessType: z.enum(CHANNEL_BUSINESS_TYPES).optional(),
  enabled: z.boolean().optional(),
  /** Channels serving this country: those listing it and those listing none. */
  country: countryCode.optional(),
});
export type ListChannelsInput = z.infer<typeof listChannelsInput>;

export const channelView = z.object({
  id: z.number(), code: z.string(), nameCn: z.string(), nameEn: z.string(), transportClass: z.enum(TRANSPORT_CLASSES), businessType: z.enum(CHANNEL_BUSINESS_TYPES),
  trackable: z.boolean(), labelFromCarrier: z.boolean(), senderName: z.string(), senderPhone: z.string(), senderAddress: z.string(),
  postcodeDestinations: z.boolean(), destinations: z.array(z.object({ country: z.string(), postcodes: z.array(z.string()) })), enabled: z.boolean(),
});
export type ChannelView = z.infer<typeof channelView>;

export const channelIdInput = z.object({ id: idField });
export const setChannelEnabledInput = z.object({ id: idField, enabled: z.boolean() });

/** What keeps a channel from being deleted (400 inUse carries it as `usedBy`); disabling it is the way out. */
export const CHANNEL_USES = ['orders', 'segments', 'agreements', 'orderRules', 'rateCards', 'priceLevels'] as const;
export type ChannelUse = (typeof CHANNEL_USES)[number];

/** A channel as the agreement and rule forms offer it. */
export const channelOption = z.object({ id: z.number(), code: z.string(), nameCn: z.string(), nameEn: z.string(), enabled: z.boolean() });
export type ChannelOption = z.infer<typeof channelOption>;
