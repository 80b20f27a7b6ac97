import { cityKeyOf, ruleBounds, type RateCardView } from '@parcelflow/contract';
import { settleStartPrices } from './base-freight.ts';
import { Dec } from './decimal.ts';
import type { CompiledBreak, CompiledRateCard, CompiledSurcharge, CountryZones } from './types.ts';

const decimalOrNull = (text: string | null | undefined) => (text ? new Dec(text) : null);

function addRule(entry: CountryZones, rule: string, zone: number): void {
  const { from, to } = ruleBounds(rule);
  let group = entry.rules.find((rules) => rules.length === from.length);
  if (!group) entry.rules.push((group = { length: from.length, prefixes: new Map(), ranges: [] }));
  if (from !== to) group.ranges.push({ from, to, zone });
  else if (!group.prefixes.has(from)) group.prefixes.set(from, zone);
}

/**
 * Indexes the zones by country: whole countries, cities by their compared form, and postcode rules grouped by prefix
 * length, the longest first (the most specific rule wins; at one length a prefix before a range, then card order).
 */
function indexDestinations(zones: RateCardView['zones']): Map<string, CountryZones> {
  const byCountry = new Map<string, CountryZones>();
  zones.forEach((zone, zoneIndex) => {
    for (const destination of zone.destinations) {
      let entry = byCountry.get(destination.country);
      if (!entry) byCountry.set(destination.country, (entry = { rules: [], cities: new Map(), whole: null }));
      if (!destination.postcodes.length && !destination.cities.length) entry.whole ??= zoneIndex;
      for (const rule of destination.postcodes) addRule(entry, rule, zoneIndex);
      for (const city of destination.cities) {
        const key = cityKeyOf(city);
        if (!entry.cities.has(key)) entry.cities.set(key, zoneIndex);
      }
    }
  });
  for (const entry of byCountry.values()) entry.rules.sort((a, b) => b.length - a.length);
  return byCountry;
}

/** Per zone, the end of the last break priced without a hole from 0 ("0" when the first is not). */
function zonePricedTo(zoneCount: number, breaks: RateCardView['breaks']): string[] {
  return Array.from({ length: zoneCount }, (_, zone) => {
    let reached = '0';
    for (const weightBreak of breaks) {
      if (weightBreak.prices[zone] == null) break;
      reached = weightBreak.toKg;
    }
    return new Dec(reached).toFixed();
  });
}

const compileBreak = (weightBreak: RateCardView['breaks'][number]): CompiledBreak => ({
  from: new Dec(weightBreak.fromKg),
  to: new Dec(weightBreak.toKg),
  method: weightBreak.method,
  step: decimalOrNull(weightBreak.stepKg),
  prices: weightBreak.prices.map(decimalOrNull),
  atStart: null,
});

const compileSurcharge = (surcharge: RateCardView['surcharges'][number]): CompiledSurcharge => ({
  kind: surcharge.kind,
  basis: surcharge.basis,
  amount: new Dec(surcharge.amount),
  fraction: new Dec(surcharge.amount).div(100),
  goodsType: surcharge.goodsType,
  goodsTypeKey: surcharge.goodsType?.toLowerCase(),
  threshold: decimalOrNull(surcharge.threshold),
  validFrom: surcharge.validFrom,
  validTo: surcharge.validTo,
});

/** Parses a card once (every decimal text, every destination) so that pricing it does no parsing. */
export function compileRateCard(card: RateCardView): CompiledRateCard {
  const breaks = card.breaks.map(compileBreak);
  settleStartPrices(breaks);
  return {
    id: card.id,
    name: card.name,
    currency: card.currency,
    transitDaysMin: card.transitDaysMin,
    transitDaysMax: card.transitDaysMax,
    serviceTerms: card.serviceTerms,
    volumetricBasis: card.volumetricBasis,
    volumetricDivisor: new Dec(card.volumetricDivisor),
    weightStep: new Dec(card.weightStep),
    minCharge: new Dec(card.minCharge),
    maxPieceWeight: decimalOrNull(card.maxPieceWeight),
    zones: card.zones.map(({ code, name }) => ({ code, name })),
    destinations: indexDestinations(card.zones),
    breaks,
    zonePricedTo: zonePricedTo(card.zones.length, card.breaks),
    surcharges: card.surcharges.map(compileSurcharge),
  };
}
