import type { RateCardKind } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { ratesOnDay, type RateOnDay } from '../exchangeRate/index.ts';
import { customerPriceLevels, levelRuleFor, type CustomerPriceLevel } from '../priceLevel/index.ts';
import { cardsInForce, type CardInForce } from '../rateCard/index.ts';
import { compiledCards, type PricingCard } from './compiled-cards.ts';

/** The card a channel is priced on for a customer, and the level's percentage on it. */
export type ChannelPricing = { pricing: PricingCard; adjustPercent: string | null; level: CustomerPriceLevel | null };

/** What pricing many shipments of one company on one day needs, read once: each customer's card per channel, the day's rates. */
export type PricingBook = { pricingOf: (customerId: number | null, channelId: number) => ChannelPricing | undefined; rate: RateOnDay };

export type PricingScope = { kind: RateCardKind; day: string; customerIds: readonly (number | null)[]; channelIds?: readonly number[] };

/**
 * The pricing of a company's shipments for these customers on a day, whatever the number of shipments: the
 * customers' price levels (selling prices only, one read for them all), the day's exchange rates, the cards in force (the general ones and
 * each level's own, one read per distinct level); compiled cards come from the cache.
 */
export async function pricingBook(db: Db, companyId: number, scope: PricingScope): Promise<PricingBook> {
  const customerIds = [...new Set(scope.customerIds)].filter((id): id is number => id !== null);
  const [levels, rate] = await Promise.all([
    scope.kind === 'sell' ? customerPriceLevels(db, companyId, customerIds) : new Map<number, CustomerPriceLevel>(),
    ratesOnDay(db, companyId, scope.day),
  ]);
  const levelIds = [...new Set([...levels.values()].map((level) => level.id))];
  const reads = levelIds.length ? levelIds.map((priceLevelId) => ({ priceLevelId })) : [{ priceLevelId: null }];
  const found = await Promise.all(reads.map(({ priceLevelId }) => cardsInForce(db, companyId, scope.kind, scope.day, { channelIds: scope.channelIds, priceLevelId })));
  return bookOf(db, { levels, rate, inForce: found.flat() });
}

/** What a book is made of, however it was read: the customers' levels, the day's rates, the cards in force of one kind. */
export type BookParts = { levels: ReadonlyMap<number, CustomerPriceLevel | null>; rate: RateOnDay; inForce: readonly CardInForce[] };

/** A book of parts read already (one read for a new order's), its cards compiled or taken from the cache. */
export async function bookOf(db: Db, parts: BookParts): Promise<PricingBook> {
  const inForce = [...new Map(parts.inForce.map((card) => [card.id, card])).values()];
  const cards = await compiledCards(db, inForce);
  const pricingOf = (customerId: number | null, channelId: number): ChannelPricing | undefined => {
    const level = (customerId !== null && parts.levels.get(customerId)) || null;
    const rule = level && levelRuleFor(level, channelId);
    const ref = inForce.find((card) => card.channelId === channelId && card.priceLevelId === (rule?.mode === 'ownCard' ? level!.id : null));
    const pricing = ref && cards.get(ref.id);
    return pricing && { pricing, adjustPercent: rule?.adjustPercent ?? null, level: rule ? level : null };
  };
  return { pricingOf, rate: parts.rate };
}
