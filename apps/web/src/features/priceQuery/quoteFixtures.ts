import type { ChannelQuote, PriceBreakdown } from '@parcelflow/contract';

/** Quotes as the trial answers them, for the pages' tests. */
export function priceOf(total: string, overrides: Partial<PriceBreakdown> = {}): PriceBreakdown {
  return {
    rateCardId: 1, rateCardName: 'US 2026-11', priceLevel: null, currency: 'RMB', zoneCode: '1', zoneName: 'West', actualWeight: '2.5', volumetricWeight: '4.000',
    chargeableWeight: '4.0', baseFreight: total, minChargeApplied: false, surcharges: [], total, ...overrides,
  };
}

let nextChannelId = 1;

export function quoteOf(channelCode: string, overrides: Partial<ChannelQuote> = {}): ChannelQuote {
  return {
    channelId: nextChannelId++, channelCode, channelNameCn: `${channelCode}专线`, channelNameEn: `${channelCode} Line`, carrierCompanyNo: 'HYEXP',
    carrierNameCn: '华宇', carrierNameEn: 'Huayu Express', refusal: null, price: null, converted: null, transitDaysMin: null, transitDaysMax: null,
    serviceTerms: '', ...overrides,
  };
}
