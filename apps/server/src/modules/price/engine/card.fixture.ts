import type { RateCardView } from '@parcelflow/contract';
import Decimal from 'decimal.js';
import type { PriceContext, Shipment } from './types.ts';

type Break = RateCardView['breaks'][number];

/**
 * The card the engine tests price on unless a row says otherwise: RMB, volumetric over the whole shipment at 5000,
 * weight step 0.5 kg, no minimum, no surcharges. Zones: 1 Germany (whole), 2 Berlin (postcodes 10-14), 3 Munich
 * (city), 4 United States. Breaks: first 0.5 kg flat, each further 0.5 kg up to 21 kg, per kg up to 100 kg
 * (zone 4 not priced above 21 kg).
 */
export const FIRST_AND_ADDITIONAL: Break[] = [
  { fromKg: '0', toKg: '0.5', method: 'flat', prices: ['45', '40', '42', '80'] },
  { fromKg: '0.5', toKg: '21', method: 'additional', stepKg: '0.5', prices: ['12', '10', '11', '20'] },
  { fromKg: '21', toKg: '100', method: 'perKg', prices: ['8', '7', '7.5', null] },
];

export function cardView(change: Partial<RateCardView> = {}): RateCardView {
  const card: RateCardView = {
    id: 7, channelId: 3, channelCode: 'DHL-EU', channelNameCn: '德国专线', channelNameEn: 'Germany line', kind: 'sell', priceLevelId: null, priceLevelName: null, name: 'Germany 2026',
    currency: 'RMB', validFrom: '2026-01-01', validTo: null, public: false, zoneCount: 4, breakCount: 3, surchargeCount: 0, updatedAt: '2026-01-01T00:00:00Z',
    volumetricBasis: 'shipment', volumetricDivisor: 5000, weightStep: '0.5', minCharge: '0', transitDaysMin: 5, transitDaysMax: 8, serviceTerms: 'Door to door',
    zones: [
      { code: '1', name: 'Germany', destinations: [{ country: 'DE', postcodes: [], cities: [] }] },
      { code: '2', name: 'Berlin', destinations: [{ country: 'DE', postcodes: ['10-14'], cities: [] }] },
      { code: '3', name: 'Munich', destinations: [{ country: 'DE', postcodes: [], cities: ['München'] }] },
      { code: '4', name: 'United States', destinations: [{ country: 'US', postcodes: [], cities: [] }] },
    ],
    breaks: FIRST_AND_ADDITIONAL,
    surcharges: [],
  };
  return { ...card, ...change };
}

/** One 1 kg piece to Germany (zone 1), general goods, on 2026-11-27. */
export function shipment(change: Partial<Shipment> = {}): Shipment {
  return {
    country: 'DE', postcode: '', city: 'Hamburg', goodsType: 'general', pieces: [{ quantity: 1, weight: '1' }],
    declaredCurrency: 'USD', insured: false, day: '2026-11-27', ...change,
  };
}

/** USD → RMB at 7.1234 (half up to 2 decimals as the exchange-rate module converts); no other pair in force. */
export const context: PriceContext = {
  remoteClass: null,
  convert: (amount, from, to) => (from === 'USD' && to === 'RMB' ? amount.times('7.1234').toDecimalPlaces(2, Decimal.ROUND_HALF_UP) : null),
};
