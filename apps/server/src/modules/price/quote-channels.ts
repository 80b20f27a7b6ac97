import Decimal from 'decimal.js';
import type { ChannelQuote, Currency, RateCardKind, RemoteClass } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { RateOnDay } from '../exchangeRate/index.ts';
import { remoteClassesOfPlace } from '../remoteArea/index.ts';
import { channelOffers, type ChannelOffer } from './channel-offers.ts';
import { roundMoney, type Shipment } from './engine/index.ts';
import { priceOnCard } from './price-on-card.ts';
import { pricingBook, type ChannelPricing } from './pricing-book.ts';
import { refusalOfProblem } from './refusals.ts';

/** Whose prices: a carrier, and the customer of it priced for (null: the carrier's own cards with no customer's terms). */
export type PricingParty = { companyId: number; companyNo: string; nameCn: string; nameEn: string; customerId: number | null };
/** `showLevel`: name the customer's price level in the breakdown (staff); a customer's own prices do not. */
export type QuoteOptions = { kind: RateCardKind; channelIds?: readonly number[]; displayCurrency?: Currency; publicOnly?: boolean; showLevel?: boolean };

/**
 * Every channel of the party's carrier the shipment could go by, priced on its card in force on the shipment's day
 * (through the customer's price level), or the reason it is not offered. A few reads whatever the number of channels
 * (the checks and the destination's remote classes beside the pricing book: the customer's level, the day's exchange
 * rates, the cards in force).
 */
export async function quoteChannels(db: Db, party: PricingParty, shipment: Shipment, options: QuoteOptions): Promise<ChannelQuote[]> {
  const { companyId, customerId } = party;
  const [offers, book, remoteClassOn] = await Promise.all([
    channelOffers(db, companyId, customerId, shipment, options.channelIds),
    pricingBook(db, companyId, { kind: options.kind, day: shipment.day, customerIds: [customerId], channelIds: options.channelIds }),
    remoteClassesOfPlace(db, companyId, shipment),
  ]);
  const pricingOf = (channelId: number) => {
    const found = book.pricingOf(customerId, channelId);
    return found && (!options.publicOnly || found.pricing.public) ? found : undefined;
  };
  const quoted = offers.filter((offer) => !options.publicOnly || pricingOf(offer.id));
  return quoted.map((offer) => quoteOne(party, { ...offer, remoteClass: remoteClassOn(offer.id) }, pricingOf(offer.id), shipment, book.rate, options));
}

function quoteOne(party: PricingParty, offer: ChannelOffer & { remoteClass: RemoteClass | null }, channelPricing: ChannelPricing | undefined, shipment: Shipment, rate: RateOnDay, options: QuoteOptions): ChannelQuote {
  const card = channelPricing?.pricing.card;
  const quote: ChannelQuote = {
    channelId: offer.id, channelCode: offer.code, channelNameCn: offer.name_cn, channelNameEn: offer.name_en,
    carrierCompanyNo: party.companyNo, carrierNameCn: party.nameCn, carrierNameEn: party.nameEn, refusal: null, price: null, converted: null,
    transitDaysMin: card?.transitDaysMin ?? null, transitDaysMax: card?.transitDaysMax ?? null, serviceTerms: card?.serviceTerms ?? '',
  };
  if (offer.problem) return { ...quote, refusal: refusalOfProblem(offer.problem) };
  if (!card || !channelPricing) return { ...quote, refusal: { reason: 'noRateCard' } };
  const priced = priceOnCard(channelPricing, shipment, offer.remoteClass, rate, options.showLevel ?? false);
  if (!priced.price) return { ...quote, refusal: priced.refusal };
  const { displayCurrency } = options;
  const used = displayCurrency ? rate(card.currency, displayCurrency) : null;
  return {
    ...quote,
    price: priced.price,
    converted: used && displayCurrency ? { amount: roundMoney(new Decimal(priced.price.total).times(used)), currency: displayCurrency, rate: used.toString() } : null,
  };
}

/** A quote without a transit time sorts after those with one. */
const transitOrder = (quote: ChannelQuote) => quote.transitDaysMax ?? Number.MAX_SAFE_INTEGER;

/**
 * Offered channels first, the cheapest first: by the converted total where every offered quote has one, else by
 * currency then total; then transit time and code. The refused follow by code.
 */
export function sortQuotes(quotes: ChannelQuote[]): ChannelQuote[] {
  const offered = quotes.filter((quote) => quote.price);
  const byConverted = offered.every((quote) => quote.converted);
  const amount = (quote: ChannelQuote) => new Decimal(byConverted ? quote.converted!.amount : quote.price!.total);
  offered.sort((a, b) => (byConverted ? 0 : a.price!.currency.localeCompare(b.price!.currency))
    || amount(a).comparedTo(amount(b))
    || transitOrder(a) - transitOrder(b)
    || a.channelCode.localeCompare(b.channelCode));
  const refused = quotes.filter((quote) => !quote.price).sort((a, b) => a.carrierCompanyNo.localeCompare(b.carrierCompanyNo) || a.channelCode.localeCompare(b.channelCode));
  return [...offered, ...refused];
}
