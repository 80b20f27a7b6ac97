import Decimal from 'decimal.js';
import type { ChannelQuote, Currency, RateCardKind } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { ratesOnDay, type RateOnDay } from '../exchangeRate/index.ts';
import { cardsInForce } from '../rateCard/index.ts';
import { channelOffers, type ChannelOffer } from './channel-offers.ts';
import { compiledCards, type PricingCard } from './compiled-cards.ts';
import { priceShipment, roundMoney, type Shipment } from './engine/index.ts';
import { refusalOfProblem } from './refusals.ts';

/** Whose prices: a carrier, and the customer of it priced for (null: the carrier's own cards with no customer's terms). */
export type PricingParty = { companyId: number; companyNo: string; nameCn: string; nameEn: string; customerId: number | null };
export type QuoteOptions = { kind: RateCardKind; channelIds?: readonly number[]; displayCurrency?: Currency; publicOnly?: boolean };

/**
 * Every channel of the party's carrier the shipment could go by, priced on its card in force on the shipment's day,
 * or the reason it is not offered. Three reads whatever the number of channels (the checks, the cards in force, the
 * day's exchange rates); compiled cards come from the cache.
 */
export async function quoteChannels(db: Db, party: PricingParty, shipment: Shipment, options: QuoteOptions): Promise<ChannelQuote[]> {
  const { companyId } = party;
  const [offers, inForce, rate] = await Promise.all([
    channelOffers(db, companyId, party.customerId, shipment, options.channelIds),
    cardsInForce(db, companyId, options.kind, shipment.day, options.channelIds && [...options.channelIds]),
    ratesOnDay(db, companyId, shipment.day),
  ]);
  const cards = await compiledCards(db, inForce);
  const cardOfChannel = new Map(inForce.flatMap((ref) => {
    const card = cards.get(ref.id);
    return card && (!options.publicOnly || card.public) ? [[ref.channelId, card] as const] : [];
  }));
  const quoted = offers.filter((offer) => !options.publicOnly || cardOfChannel.has(offer.id));
  return quoted.map((offer) => quoteOne(party, offer, cardOfChannel.get(offer.id), shipment, rate, options.displayCurrency));
}

function quoteOne(party: PricingParty, offer: ChannelOffer, pricing: PricingCard | undefined, shipment: Shipment, rate: RateOnDay, displayCurrency?: Currency): ChannelQuote {
  const card = pricing?.card;
  const quote: ChannelQuote = {
    channelId: offer.id, channelCode: offer.code, channelNameCn: offer.name_cn, channelNameEn: offer.name_en,
    carrierCompanyNo: party.companyNo, carrierNameCn: party.nameCn, carrierNameEn: party.nameEn, refusal: null, price: null, converted: null,
    transitDaysMin: card?.transitDaysMin ?? null, transitDaysMax: card?.transitDaysMax ?? null, serviceTerms: card?.serviceTerms ?? '',
  };
  if (offer.problem) return { ...quote, refusal: refusalOfProblem(offer.problem) };
  if (!card) return { ...quote, refusal: { reason: 'noRateCard' } };
  const convert = (amount: Decimal, from: Currency, to: Currency) => {
    const used = rate(from, to);
    return used ? amount.times(used) : null;
  };
  const result = priceShipment(card, shipment, { remoteClass: offer.remote_class, convert });
  if (!result.ok) return { ...quote, refusal: { reason: result.reason, detail: result.detail } };
  const used = displayCurrency ? rate(card.currency, displayCurrency) : null;
  return {
    ...quote,
    price: { rateCardId: card.id, rateCardName: card.name, ...result.price },
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
