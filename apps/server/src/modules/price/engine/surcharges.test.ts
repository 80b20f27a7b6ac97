import type { RateCardView, SurchargeLine } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import { cardView, context, shipment } from './card.fixture.ts';
import { compileRateCard, priceShipment, type PriceContext, type Shipment } from './index.ts';

type Surcharge = RateCardView['surcharges'][number];
type Row = {
  feature: string; surcharges: Surcharge[]; card?: Partial<RateCardView>; shipment?: Partial<Shipment>; remoteClass?: PriceContext['remoteClass'];
  base?: string; lines: SurchargeLine[]; total: string;
};

const fuel = (amount: string, basis: Surcharge['basis'] = 'percent'): Surcharge => ({ kind: 'fuel', basis, amount });
const line = (kind: SurchargeLine['kind'], amount: string): SurchargeLine => ({ kind, amount });
const boxes = (quantity: number, weight: string, length = 10) => ({ quantity, weight, length, width: 10, height: 10 });

// Unless a row says otherwise: one 2.1 kg piece to Germany, chargeable 2.5 kg, base 45 + 4 × 12 = 93.00 RMB.
const rows: Row[] = [
  // 15.5 % of 93.00 = 14.415 → 14.42
  { feature: 'fuel, percent of the base freight', surcharges: [fuel('15.5')], lines: [line('fuel', '14.42')], total: '107.42' },
  // the minimum raises 93 to 100; 10 % of 100 = 10
  { feature: 'percent of the base after the minimum', surcharges: [fuel('10')], card: { minCharge: '100' }, base: '100.00', lines: [line('fuel', '10.00')], total: '110.00' },
  { feature: 'peak, fixed per shipment', surcharges: [{ kind: 'peak', basis: 'fixed', amount: '5' }], lines: [line('peak', '5.00')], total: '98.00' },
  // 0.8 × 2.5 chargeable kg = 2
  { feature: 'peak, per chargeable kg', surcharges: [{ kind: 'peak', basis: 'perKg', amount: '0.8' }], lines: [line('peak', '2.00')], total: '95.00' },
  // 3 × 0.7 kg = 2.1 kg; 1.5 × 3 pieces = 4.5
  { feature: 'fuel per piece counts every piece', surcharges: [fuel('1.5', 'perPiece')], shipment: { pieces: [{ quantity: 3, weight: '0.7' }] }, lines: [line('fuel', '4.50')], total: '97.50' },
  { feature: 'peak before its first day is left out', surcharges: [{ kind: 'peak', basis: 'fixed', amount: '5', validFrom: '2026-12-01' }], lines: [], total: '93.00' },
  { feature: 'peak after its last day is left out', surcharges: [{ kind: 'peak', basis: 'fixed', amount: '5', validTo: '2026-11-26' }], lines: [], total: '93.00' },
  { feature: 'peak on its last day applies', surcharges: [{ kind: 'peak', basis: 'fixed', amount: '5', validFrom: '2026-11-01', validTo: '2026-11-27' }], lines: [line('peak', '5.00')], total: '98.00' },
  {
    feature: 'remote where the destination is remote', remoteClass: 'remote',
    surcharges: [{ kind: 'remote', basis: 'fixed', amount: '30' }, { kind: 'extendedRemote', basis: 'fixed', amount: '50' }], lines: [line('remote', '30.00')], total: '123.00',
  },
  {
    feature: 'extended remote where it is extended remote', remoteClass: 'extendedRemote',
    surcharges: [{ kind: 'remote', basis: 'fixed', amount: '30' }, { kind: 'extendedRemote', basis: 'fixed', amount: '50' }], lines: [line('extendedRemote', '50.00')], total: '143.00',
  },
  { feature: 'no remote surcharge elsewhere', surcharges: [{ kind: 'remote', basis: 'fixed', amount: '30' }], lines: [], total: '93.00' },
  // longest sides 70, 70 (quantity 2) and 60: 2 pieces above 60 cm × 20 = 40. Weight: 2 × 1.4 + 1.2 = 4 kg volumetric → 45 + 7 × 12 = 129
  {
    feature: 'oversize per piece counting quantity', surcharges: [{ kind: 'oversize', basis: 'perPiece', amount: '20', threshold: '60' }],
    shipment: { pieces: [boxes(2, '0.7', 70), boxes(1, '0.7', 60)] }, base: '129.00', lines: [line('oversize', '40.00')], total: '169.00',
  },
  {
    feature: 'oversize with no piece above the threshold is left out', surcharges: [{ kind: 'oversize', basis: 'fixed', amount: '20', threshold: '60' }],
    shipment: { pieces: [boxes(1, '2.1', 60)] }, lines: [], total: '93.00',
  },
  // 1.5 kg and 0.6 kg: one piece above 1 kg; fixed: once
  {
    feature: 'overweight fixed once', surcharges: [{ kind: 'overweight', basis: 'fixed', amount: '25', threshold: '1' }],
    shipment: { pieces: [{ quantity: 1, weight: '1.5' }, { quantity: 1, weight: '0.6' }] }, lines: [line('overweight', '25.00')], total: '118.00',
  },
  // 3 × 1.2 kg all above 1 kg: 3 × 10 = 30; 3.6 kg → 4 kg: 45 + 7 × 12 = 129
  {
    feature: 'overweight per piece concerned', surcharges: [{ kind: 'overweight', basis: 'perPiece', amount: '10', threshold: '1' }],
    shipment: { pieces: [{ quantity: 3, weight: '1.2' }] }, base: '129.00', lines: [line('overweight', '30.00')], total: '159.00',
  },
  {
    feature: 'goods type, compared without case', surcharges: [{ kind: 'goodsType', basis: 'fixed', amount: '15', goodsType: 'battery' }, { kind: 'goodsType', basis: 'fixed', amount: '9', goodsType: 'liquid' }],
    shipment: { goodsType: 'Battery' }, lines: [{ kind: 'goodsType', goodsType: 'battery', amount: '15.00' }], total: '108.00',
  },
  // 100 USD × 7.1234 = 712.34 RMB; 2 % = 14.2468 → 14.25
  { feature: 'COD percent, converted from USD', surcharges: [{ kind: 'cod', basis: 'percent', amount: '2' }], shipment: { codAmount: '100' }, lines: [line('cod', '14.25')], total: '107.25' },
  // in the card's currency: no rate needed; 3 % of 100 = 3
  { feature: 'COD percent in the card currency', surcharges: [{ kind: 'cod', basis: 'percent', amount: '3' }], shipment: { codAmount: '100', declaredCurrency: 'RMB' }, lines: [line('cod', '3.00')], total: '96.00' },
  { feature: 'no COD amount: no COD surcharge', surcharges: [{ kind: 'cod', basis: 'fixed', amount: '10' }], shipment: { codAmount: '0' }, lines: [], total: '93.00' },
  // 50 USD × 7.1234 = 356.17 RMB; 1 % = 3.5617 → 3.56
  { feature: 'insurance percent of the declared value', surcharges: [{ kind: 'insurance', basis: 'percent', amount: '1' }], shipment: { insured: true, declaredValue: '50' }, lines: [line('insurance', '3.56')], total: '96.56' },
  { feature: 'not insured: no insurance', surcharges: [{ kind: 'insurance', basis: 'fixed', amount: '8' }], shipment: { declaredValue: '50' }, lines: [], total: '93.00' },
  // 0.001 % of 93 = 0.00093 → 0.00
  { feature: 'a surcharge amounting to 0.00 is left out', surcharges: [fuel('0.001')], lines: [], total: '93.00' },
  // 1.5 % of 93 = 1.395 → 1.40 twice: 93 + 1.40 + 1.40 = 95.80 (the unrounded sum would give 95.79)
  {
    feature: 'the total adds the rounded figures, in card order', surcharges: [fuel('1.5'), { kind: 'peak', basis: 'percent', amount: '1.5' }],
    lines: [line('fuel', '1.40'), line('peak', '1.40')], total: '95.80',
  },
];

describe('price engine: surcharges', () => {
  it.each(rows)('$feature', (row) => {
    const card = compileRateCard(cardView({ ...row.card, surcharges: row.surcharges }));
    const result = priceShipment(card, shipment({ pieces: [{ quantity: 1, weight: '2.1' }], ...row.shipment }), { ...context, remoteClass: row.remoteClass ?? null });
    expect(result).toEqual({ ok: true, price: expect.objectContaining({ baseFreight: row.base ?? '93.00', surcharges: row.lines, total: row.total }) });
  });

  it('refuses a percentage of a value without an exchange rate (noRate)', () => {
    const card = compileRateCard(cardView({ surcharges: [{ kind: 'insurance', basis: 'percent', amount: '1' }] }));
    const result = priceShipment(card, shipment({ insured: true, declaredValue: '50', declaredCurrency: 'HKD' }), context);
    expect(result).toEqual({ ok: false, reason: 'noRate', detail: 'HKD→RMB' });
  });
});
