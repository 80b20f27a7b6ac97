import { z } from 'zod';
import { countryCode } from '../order/fields.ts';

/**
 * A channel's destinations (entities-rules.md 3.6): the countries it serves and, for a postcode-based channel,
 * the postcodes of each country it serves. A postcode rule is a prefix ("90", "SW1") or a range of prefixes of
 * one length ("100-199": every postcode whose first three characters lie between the two).
 */
export const CHANNEL_DESTINATION_LIMITS = { countries: 250, rulesPerCountry: 200, prefixMax: 10 } as const;

const RULE = /^([A-Z0-9]{1,10})(?:-([A-Z0-9]{1,10}))?$/;

/** A postcode as rules compare it: upper case, without spaces or hyphens ("sw1a 1aa" → "SW1A1AA"). */
export const normalisePostcode = (postcode: string) => postcode.toUpperCase().replace(/[\s-]/g, '');

/** A prefix, or a range whose two bounds have one length and come in order. */
export function isPostcodeRule(rule: string): boolean {
  const match = RULE.exec(rule);
  if (!match?.[1]) return false;
  const from = match[1];
  const to = match[2] ?? from;
  return to.length === from.length && from <= to;
}

const postcodeRule = z
  .string()
  .trim()
  .toUpperCase()
  .max(CHANNEL_DESTINATION_LIMITS.prefixMax * 2 + 1)
  .refine(isPostcodeRule, { params: { reason: 'invalidFormat' } });

export const channelDestinationSchema = z.object({
  country: countryCode,
  postcodes: z.array(postcodeRule).max(CHANNEL_DESTINATION_LIMITS.rulesPerCountry).default([]),
});
export type ChannelDestination = z.infer<typeof channelDestinationSchema>;

/** Each country once, so a country reads as one list of postcodes. */
export const channelDestinationsSchema = z
  .array(channelDestinationSchema)
  .max(CHANNEL_DESTINATION_LIMITS.countries)
  .default([])
  .superRefine((destinations, ctx) => {
    const seen = new Set<string>();
    destinations.forEach((destination, index) => {
      if (seen.has(destination.country)) ctx.addIssue({ code: 'custom', path: [index, 'country'], params: { reason: 'duplicate' } });
      seen.add(destination.country);
    });
  });
