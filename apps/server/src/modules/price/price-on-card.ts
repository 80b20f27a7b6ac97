import Decimal from 'decimal.js';
import { plainRate, type ChannelQuote, type Currency, type PriceBreakdown, type RemoteClass } from '@parcelflow/contract';
import type { RateOnDay } from '../exchangeRate/index.ts';
import { priceShipment, type Shipment } from './engine/index.ts';
import type { ChannelPricing } from './pricing-book.ts';

export type CardPrice = { price: PriceBreakdown; refusal: null } | { price: null; refusal: NonNullable<ChannelQuote['refusal']> };

/**
 * A shipment priced on a channel's card for a customer (its level's percentage applied), amounts in another currency
 * converted at the day's rate. `showLevel`: the breakdown names the level (staff); a customer's own prices do not.
 */
export function priceOnCard(channelPricing: ChannelPricing, shipment: Shipment, remoteClass: RemoteClass | null, rate: RateOnDay, showLevel: boolean): CardPrice {
  const { card } = channelPricing.pricing;
  const convert = (amount: Decimal, from: Currency, to: Currency) => {
    const used = rate(from, to);
    return used ? amount.times(used) : null;
  };
  const { adjustPercent } = channelPricing;
  const result = priceShipment(card, shipment, { remoteClass, convert, adjustPercent: adjustPercent ? new Decimal(adjustPercent) : undefined });
  if (!result.ok) return { price: null, refusal: { reason: result.reason, detail: result.detail } };
  const level = showLevel && channelPricing.level;
  return {
    price: { rateCardId: card.id, rateCardName: card.name, priceLevel: level ? { name: level.name, adjustPercent: adjustPercent && plainRate(adjustPercent) } : null, ...result.price },
    refusal: null,
  };
}
