import type { RateCardView } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import { cardView, context, shipment } from './card.fixture.ts';
import { compileRateCard, priceShipment, zoneOf, type Shipment } from './index.ts';

const withZones = (...extra: RateCardView['zones']) => compileRateCard(cardView({ zones: [...cardView().zones, ...extra] }));

// Zones: 0 Germany whole, 1 Berlin (DE postcodes 10-14), 2 Munich (DE city München), 3 United States whole;
// the extra zones: 4 DE postcode prefix 123, 5 France postcodes 75 only, 6 GB range SW1-SW9, 7 DE prefix 12.
const card = withZones(
  { code: 'B2', name: 'Berlin centre', destinations: [{ country: 'DE', postcodes: ['123'], cities: [] }] },
  { code: 'P', name: 'Paris', destinations: [{ country: 'FR', postcodes: ['75'], cities: [] }] },
  { code: 'L', name: 'London SW', destinations: [{ country: 'GB', postcodes: ['SW1-SW9'], cities: [] }] },
  { code: 'B3', name: 'Berlin 12', destinations: [{ country: 'DE', postcodes: ['12'], cities: [] }] },
);

const zoneRows: { feature: string; country: string; postcode?: string; city?: string; zone: number | null }[] = [
  { feature: 'a postcode in a range beats the whole country', country: 'DE', postcode: '10115', zone: 1 },
  { feature: 'the range is inclusive at its top', country: 'DE', postcode: '14999', zone: 1 },
  { feature: 'a postcode outside every rule: the whole country', country: 'DE', postcode: '15000', zone: 0 },
  { feature: 'a postcode shorter than the rule does not match it', country: 'DE', postcode: '1', zone: 0 },
  { feature: 'a longer prefix beats a range', country: 'DE', postcode: '12345', zone: 4 },
  { feature: 'a prefix beats a range of its length', country: 'DE', postcode: '12000', zone: 7 },
  { feature: 'a city without accents or case', country: 'DE', city: 'munchen', zone: 2 },
  { feature: 'a city in capitals with its accent', country: 'DE', city: 'MÜNCHEN', zone: 2 },
  { feature: 'a postcode rule beats a city', country: 'DE', postcode: '10115', city: 'München', zone: 1 },
  { feature: 'a country served only by postcodes', country: 'FR', postcode: '75001', zone: 5 },
  { feature: 'outside those postcodes: no zone', country: 'FR', postcode: '13001', zone: null },
  { feature: 'no postcode where only postcodes are served: no zone', country: 'FR', zone: null },
  { feature: 'letters compare as text: SW1A within SW1-SW9', country: 'GB', postcode: 'SW1A1AA', zone: 6 },
  { feature: 'letters compare as text: SWA after SW9', country: 'GB', postcode: 'SWA1AA', zone: null },
  { feature: 'a country in no zone', country: 'JP', postcode: '1000001', zone: null },
];

describe('price engine: zones', () => {
  it.each(zoneRows)('$feature', ({ country, postcode = '', city = '', zone }) => {
    expect(zoneOf(card, { country, postcode, city })).toBe(zone);
  });
});

const heavy = (weight: string) => ({ pieces: [{ quantity: 1, weight }] });

const refusalRows: { feature: string; card?: Partial<RateCardView>; shipment: Partial<Shipment>; reason: string; detail?: string }[] = [
  { feature: 'no zone holds the destination', shipment: { country: 'FR' }, reason: 'noZone' },
  { feature: 'over the last break', shipment: heavy('120'), reason: 'overWeight', detail: '100' },
  // 100.2 kg is charged as 100.5 kg, above (21, 100]
  { feature: 'over the last break once rounded up to the step', shipment: heavy('100.2'), reason: 'overWeight', detail: '100' },
  // the United States (zone 4) has no price per kg above 21 kg
  { feature: 'a zone without a price in the break', shipment: { country: 'US', ...heavy('25') }, reason: 'overWeight', detail: '21' },
  {
    feature: 'a zone not priced from 0', card: { breaks: [{ fromKg: '0', toKg: '30', method: 'flat', prices: [null, '40', '42', '80'] }] },
    shipment: heavy('2'), reason: 'overWeight', detail: '0',
  },
  // 20 + 31 kg: the second piece is above the 30 kg a piece may weigh
  {
    feature: 'a piece heavier than the heaviest taken', card: { maxPieceWeight: '30' },
    shipment: { pieces: [{ quantity: 1, weight: '20' }, { quantity: 1, weight: '31' }] }, reason: 'overPieceWeight', detail: '30',
  },
];

describe('price engine: refusals', () => {
  it.each(refusalRows)('$feature', (row) => {
    const result = priceShipment(compileRateCard(cardView(row.card)), shipment(row.shipment), context);
    expect(result).toEqual({ ok: false, reason: row.reason, ...(row.detail ? { detail: row.detail } : {}) });
  });

  it('prices pieces each within the limit however heavy the shipment', () => {
    // 2 × 20 kg = 40 kg × 8 = 320
    const result = priceShipment(compileRateCard(cardView({ maxPieceWeight: '30' })), shipment({ pieces: [{ quantity: 2, weight: '20' }] }), context);
    expect(result).toMatchObject({ ok: true, price: { chargeableWeight: '40', total: '320.00' } });
  });
});

describe('price engine: the compiled card', () => {
  it('keeps what a quote shows beside the price', () => {
    expect(compileRateCard(cardView())).toMatchObject({ id: 7, name: 'Germany 2026', currency: 'RMB', transitDaysMin: 5, transitDaysMax: 8, serviceTerms: 'Door to door' });
  });
});
