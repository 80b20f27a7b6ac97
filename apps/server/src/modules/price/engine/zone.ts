import { cityKeyOf } from '@parcelflow/contract';
import type { CompiledRateCard, Destination } from './types.ts';

/**
 * The index of the zone holding the destination, or null. The most specific entry wins: a postcode rule (a prefix, or
 * a range of prefixes of one length compared as strings) before a city (without case or accents) before the whole
 * country. The postcode comes normalised (normalisePostcode) or empty.
 */
export function zoneOf(card: CompiledRateCard, { country, postcode, city }: Destination): number | null {
  const entry = card.destinations.get(country);
  if (!entry) return null;
  for (const rules of entry.rules) {
    if (rules.length > postcode.length) continue;
    const head = postcode.slice(0, rules.length);
    const zone = rules.prefixes.get(head) ?? rules.ranges.find((range) => head >= range.from && head <= range.to)?.zone;
    if (zone !== undefined) return zone;
  }
  if (city && entry.cities.size) {
    const zone = entry.cities.get(cityKeyOf(city));
    if (zone !== undefined) return zone;
  }
  return entry.whole;
}
