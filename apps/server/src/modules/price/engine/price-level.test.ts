import { describe, expect, it } from 'vitest';
import Decimal from 'decimal.js';
import { cardView, context, shipment } from './card.fixture.ts';
import { compileRateCard, priceShipment } from './index.ts';

// One 2.1 kg piece to Germany, chargeable 2.5 kg, base 45 + 4 × 12 = 93.00 RMB; fuel 15.5 % and a 5.00 peak surcharge,
// COD 2 % of 100 USD at 7.1234 = 712.34 RMB → 14.2468. A price level's percentage scales each figure before its rounding.
const rows = [
  // 93 × 0.9 = 83.70; fuel 15.5 % of 83.70 = 12.9735 → 12.97; peak 5 × 0.9 = 4.50; COD 14.2468 × 0.9 = 12.82212 → 12.82
  { feature: 'a 10 % discount', adjustPercent: '-10', base: '83.70', lines: ['12.97', '4.50', '12.82'], total: '113.99' },
  // 93 × 1.125 = 104.625 → 104.63; fuel 15.5 % of 104.63 = 16.21765 → 16.22; peak 5.625 → 5.63; COD 16.02765 → 16.03
  { feature: 'a 12.5 % markup', adjustPercent: '12.5', base: '104.63', lines: ['16.22', '5.63', '16.03'], total: '142.51' },
  // the card as it is: fuel 14.415 → 14.42, COD 14.2468 → 14.25
  { feature: 'no level', adjustPercent: undefined, base: '93.00', lines: ['14.42', '5.00', '14.25'], total: '126.67' },
];

describe('a price level on the card', () => {
  const card = compileRateCard(cardView({
    surcharges: [{ kind: 'fuel', basis: 'percent', amount: '15.5' }, { kind: 'peak', basis: 'fixed', amount: '5' }, { kind: 'cod', basis: 'percent', amount: '2' }],
  }));
  it.each(rows)('$feature', ({ adjustPercent, base, lines, total }) => {
    const result = priceShipment(card, shipment({ pieces: [{ quantity: 1, weight: '2.1' }], codAmount: '100' }), { ...context, adjustPercent: adjustPercent ? new Decimal(adjustPercent) : undefined });
    expect(result.ok && result.price).toMatchObject({ baseFreight: base, surcharges: lines.map((amount) => ({ amount })), total });
  });
});
