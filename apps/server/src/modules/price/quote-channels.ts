import Decimal from 'decimal.js';
import { plainRate, type ChannelQuote, type Currency, type RateCardKind } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { ratesOnDay, type RateOnDay } from '../exchangeRate/index.ts';
import { customerPriceLevel, levelRuleFor, type CustomerPriceLevel } from '../priceLevel/index.ts';
import { cardsInForce } from '../rateCard/index.ts';
import { channelOffers, type ChannelOffer } from './channel-offers.ts';
import { compiledCards, type PricingCard } from './compiled-cards.ts';
import { priceShipment, roundMoney, type Shipment } from './engine/index.ts';
import { refusalOfProblem } from './refusals.ts';

/** Whose prices: a carrier, and the customer of it priced for (null: the carrier's own cards with no customer's terms). */
export type PricingParty = { companyId: number; companyNo: string; nameCn: string; nameEn: string; customerId: number | null };
/** `showLevel`: name the customer's price level in the breakdown (staff); a customer's own prices do not. */
export type QuoteOptions = { kind: RateCardKind; channelIds?: readonly number[]; displayCurrency?: Currency; publicOnly?: boolean; showLevel?: boolean };

/** The card a channel is priced on for the party, and the level's percentage on it. */
type ChannelPricing = { pricing: PricingCard; adjustPercent: string | null; level: CustomerPriceLevel | null };

/**
 * Every channel of the party's carrier the shipment could go by, priced on its card in force on the shipment's day
 * (through the customer's price level), or the reason it is not offered. Four reads whatever the number of channels
 * (the checks, the customer's level, the day's exchange rates, then the cards in force); compiled cards come from the cache.
 */
export async function quoteChannels(db: Db, party: PricingParty, shipment: Shipment, options: QuoteOptions): Promise<ChannelQuote[]> {
  const { companyId, customerId } = party;
  const [offers, level, rate] = await Promise.all([
    channelOffers(db, companyId, customerId, shipment, options.channelIds),
    customerId && options.kind === 'sell' ? customerPriceLevel(db, companyId, customerId) : null,
    ratesOnDay(db, companyId, shipment.day),
  ]);
  const inForce = await cardsInForce(db, companyId, options.kind, shipment.day, { channelIds: options.channelIds, priceLevelId: level?.id });
  const cards = await compiledCards(db, inForce);
  const pricingOf = (channelId: number): ChannelPricing | undefined => {
    const rule = level && levelRuleFor(level, channelId);
    const ref = inForce.find((card) => card.channelId === channelId && card.priceLevelId === (rule?.mode === 'ownCard' ? level!.id : null));
    const pricing = ref && cards.get(ref.id);
    if (!pricing || (options.publicOnly && !pricing.public)) return undefined;
    return { pricing, adjustPercent: rule?.adjustPercent ?? null, level: rule ? level : null };
  };
  const quoted = offers.filter((offer) => !options.publicOnly || pricingOf(offer.id));
  return quoted.map((offer) => quoteOne(party, offer, pricingOf(offer.id), shipment, rate, options));
}

function quoteOne(party: PricingParty, offer: ChannelOffer, channelPricing: ChannelPricing | undefined, shipment: Shipment, rate: RateOnDay, options: QuoteOptions): ChannelQuote {
  const card = channelPricing?.pricing.card;
  const quote: ChannelQuote = {
    channelId: offer.id, channelCode: offer.code, channelNameCn: offer.name_cn, channelNameEn: offer.name_en,
    carrierCompanyNo: party.companyNo, carrierNameCn: party.nameCn, carrierNameEn: party.nameEn, refusal: null, price: null, converted: null,
    transitDaysMin: card?.transitDaysMin ?? null, transitDaysMax: card?.transitDaysMax ?? null, serviceTerms: card?.serviceTerms ?? '',
  };
  if (offer.problem) return { ...quote, refusal: refusalOfProblem(offer.problem) };
  if (!card || !channelPricing) return { ...quote, refusal: { reason: 'noRateCard' } };
  const convert = (amount: Decimal, from: Currency, to: Currency) => {
    const used = rate(from, to);
    return used ? amount.times(used) : null;
  };
  const adjustPercent = channelPricing.adjustPercent;
  const result = priceShipment(card, shipment, { remoteClass: offer.remote_class, convert, adjustPercent: adjustPercent ? new Decimal(adjustPercent) : undefined });
  if (!result.ok) return { ...quote, refusal: { reason: result.reason, detail: result.detail } };
  const { displayCurrency } = options;
  const used = displayCurrency ? rate(card.currency, displayCurrency) : null;
  const level = options.showLevel && channelPricing.level;
  return {
    ...quote,
    price: { rateCardId: card.id, rateCardName: card.name, priceLevel: level ? { name: level.name, adjustPercent: adjustPercent && plainRate(adjustPercent) } : null, ...result.price },
    converted: used && displayCurrency ? { amount: roundMoney(new Decimal(result.price.total).times(used)), currency: displayCurrency, rate: used.toString() } : null,
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
