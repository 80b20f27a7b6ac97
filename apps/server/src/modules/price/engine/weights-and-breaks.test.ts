import type { RateCardView } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import { cardView, context, shipment } from './card.fixture.ts';
import { compileRateCard, priceShipment, type Shipment } from './index.ts';

type Row = {
  feature: string; card?: Partial<RateCardView>; shipment: Partial<Shipment>;
  actual: string; volumetric: string; chargeable: string; base: string; minimum?: boolean;
};

const piece = (quantity: number, weight: string, sides: [number, number, number] | [] = []) => {
  const [length, width, height] = sides;
  return { quantity, weight, length, width, height };
};
const mixed = [piece(2, '1', [40, 30, 20]), piece(1, '6', [10, 10, 10])];
const breaks = (...rows: RateCardView['breaks']) => ({ breaks: rows });

// Zone 1 (Germany) unless a row says otherwise: first 0.5 kg 45.00, each further 0.5 kg 12.00 up to 21 kg, 8.00/kg to 100 kg.
const rows: Row[] = [
  { feature: 'first weight only', shipment: { pieces: [piece(1, '0.3')] }, actual: '0.3', volumetric: '0', chargeable: '0.5', base: '45.00' },
  // 2.1 kg → 2.5 kg; 45 + (2.5 − 0.5) / 0.5 = 4 steps × 12 = 93
  { feature: 'rounding up to the step, first + additional', shipment: { pieces: [piece(1, '2.1')] }, actual: '2.1', volumetric: '0', chargeable: '2.5', base: '93.00' },
  // 3 kg on a step: 45 + 5 × 12 = 105
  { feature: 'a weight on a step stays', shipment: { pieces: [piece(1, '3')] }, actual: '3', volumetric: '0', chargeable: '3', base: '105.00' },
  // 40 × 30 × 20 / 5000 = 4.8 kg beats 3 kg → 5 kg; 45 + 9 × 12 = 153
  { feature: 'volumetric beats actual', shipment: { pieces: [piece(1, '3', [40, 30, 20])] }, actual: '3', volumetric: '4.8', chargeable: '5', base: '153.00' },
  // 3 × 1.2 kg = 3.6; 3 × (30 × 20 × 10 / 5000 = 1.2) = 3.6 → 4 kg; 45 + 7 × 12 = 129
  { feature: 'quantity multiplies weight and volume', shipment: { pieces: [piece(3, '1.2', [30, 20, 10])] }, actual: '3.6', volumetric: '3.6', chargeable: '4', base: '129.00' },
  // 11 × 11 × 11 / 6000 = 0.22183… → 0.222 (up, 3 decimals) → 0.5 kg
  { feature: 'divisor 6000, volumetric rounded up to 3 decimals', card: { volumetricDivisor: 6000 }, shipment: { pieces: [piece(1, '0.2', [11, 11, 11])] }, actual: '0.2', volumetric: '0.222', chargeable: '0.5', base: '45.00' },
  // actual 2 × 1 + 6 = 8; volumetric 2 × 4.8 + 0.2 = 9.8 → 10 kg; 45 + 19 × 12 = 273
  { feature: 'shipment basis: the larger total', shipment: { pieces: mixed }, actual: '8', volumetric: '9.8', chargeable: '10', base: '273.00' },
  // 2 × max(1, 4.8) + max(6, 0.2) = 15.6 → 16 kg; 45 + 31 × 12 = 417
  { feature: 'piece basis: each piece its larger weight', card: { volumetricBasis: 'piece' }, shipment: { pieces: mixed }, actual: '8', volumetric: '9.8', chargeable: '16', base: '417.00' },
  // 8 kg; 45 + 15 × 12 = 225
  { feature: 'no volumetric basis: actual weight', card: { volumetricBasis: 'none' }, shipment: { pieces: mixed }, actual: '8', volumetric: '9.8', chargeable: '8', base: '225.00' },
  // one side only: no volume; 2 kg: 45 + 3 × 12 = 81
  { feature: 'a missing side: no volumetric weight', shipment: { pieces: [{ quantity: 1, weight: '2', length: 100 }] }, actual: '2', volumetric: '0', chargeable: '2', base: '81.00' },
  // 2.1 kg → 3 kg; 45 + 5 × 12 = 105
  { feature: 'weight step 1 kg', card: { weightStep: '1' }, shipment: { pieces: [piece(1, '2.1')] }, actual: '2.1', volumetric: '0', chargeable: '3', base: '105.00' },
  // 21 kg is the end of (0.5, 21]: 45 + 41 × 12 = 537
  { feature: 'the top of a band belongs to it', shipment: { pieces: [piece(1, '21')] }, actual: '21', volumetric: '0', chargeable: '21', base: '537.00' },
  // 25.3 → 25.5 kg × 8 = 204
  { feature: 'per kg break above 21 kg', shipment: { pieces: [piece(1, '25.3')] }, actual: '25.3', volumetric: '0', chargeable: '25.5', base: '204.00' },
  // Munich (zone 3): 30.2 → 30.5 kg × 7.5 = 228.75
  { feature: 'per kg with a decimal cell', shipment: { city: 'München', pieces: [piece(1, '30.2')] }, actual: '30.2', volumetric: '0', chargeable: '30.5', base: '228.75' },
  // 3 pieces × 25 = 75
  {
    feature: 'per piece break', card: breaks({ fromKg: '0', toKg: '30', method: 'perPiece', prices: ['25', null, null, null] }),
    shipment: { pieces: [piece(3, '2')] }, actual: '6', volumetric: '0', chargeable: '6', base: '75.00',
  },
  // price(2) = 45 + 3 × 12 = 81; 3.5 kg: 81 + ceil(1.5 / 1) = 2 × 10 = 101
  {
    feature: 'two additional breaks chained',
    card: breaks(
      { fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45', null, null, null] },
      { fromKg: '0.5', toKg: '2', method: 'additional', stepKg: '0.5', prices: ['12', null, null, null] },
      { fromKg: '2', toKg: '10', method: 'additional', stepKg: '1', prices: ['10', null, null, null] },
    ),
    shipment: { pieces: [piece(1, '3.5')] }, actual: '3.5', volumetric: '0', chargeable: '3.5', base: '101.00',
  },
  // price(10) = 5 × 10 = 50; 12.5 kg: 50 + ceil(2.5 / 1) = 3 × 4 = 62
  {
    feature: 'additional after a per kg break',
    card: breaks(
      { fromKg: '0', toKg: '10', method: 'perKg', prices: ['5', null, null, null] },
      { fromKg: '10', toKg: '20', method: 'additional', stepKg: '1', prices: ['4', null, null, null] },
    ),
    shipment: { pieces: [piece(1, '12.5')] }, actual: '12.5', volumetric: '0', chargeable: '12.5', base: '62.00',
  },
  // 2 × 1.2 kg = 2.4 → 2.5 kg; price(1) = 2 pieces × 10 = 20; + ceil(1.5 / 1) = 2 × 3 = 26
  {
    feature: 'additional after a per piece break',
    card: breaks(
      { fromKg: '0', toKg: '1', method: 'perPiece', prices: ['10', null, null, null] },
      { fromKg: '1', toKg: '5', method: 'additional', stepKg: '1', prices: ['3', null, null, null] },
    ),
    shipment: { pieces: [piece(2, '1.2')] }, actual: '2.4', volumetric: '0', chargeable: '2.5', base: '26.00',
  },
  // 1.5 kg × 3.3333 = 4.99995 → 5.00 (half up, once)
  {
    feature: 'base freight rounded half up once', card: breaks({ fromKg: '0', toKg: '100', method: 'perKg', prices: ['3.3333', null, null, null] }),
    shipment: { pieces: [piece(1, '1.5')] }, actual: '1.5', volumetric: '0', chargeable: '1.5', base: '5.00',
  },
  // 45 < 60: the minimum raises the base
  { feature: 'minimum charge raising the base', card: { minCharge: '60' }, shipment: { pieces: [piece(1, '0.3')] }, actual: '0.3', volumetric: '0', chargeable: '0.5', base: '60.00', minimum: true },
  // 93 > 60: the minimum does nothing
  { feature: 'minimum charge below the price', card: { minCharge: '60' }, shipment: { pieces: [piece(1, '2.1')] }, actual: '2.1', volumetric: '0', chargeable: '2.5', base: '93.00' },
];

describe('price engine: weights, breaks and minimum', () => {
  it.each(rows)('$feature', (row) => {
    const result = priceShipment(compileRateCard(cardView(row.card)), shipment(row.shipment), context);
    expect(result).toEqual({
      ok: true,
      price: expect.objectContaining({
        actualWeight: row.actual, volumetricWeight: row.volumetric, chargeableWeight: row.chargeable,
        baseFreight: row.base, minChargeApplied: row.minimum ?? false, surcharges: [], total: row.base,
      }),
    });
  });

  it('answers in the card currency with its zone', () => {
    const result = priceShipment(compileRateCard(cardView()), shipment({ postcode: '12345' }), context);
    expect(result).toEqual({
      ok: true,
      price: {
        currency: 'RMB', zoneCode: '2', zoneName: 'Berlin', actualWeight: '1', volumetricWeight: '0', chargeableWeight: '1',
        // Berlin: 40 + 1 × 10
        baseFreight: '50.00', minChargeApplied: false, surcharges: [], total: '50.00',
      },
    });
  });
});
