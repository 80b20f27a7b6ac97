import type { Currency, OrderPriceRefusal, PriceBreakdown, PricedPiece, RateCardKind } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { utcToday } from '../transAgreement/index.ts';
import { piecesOfBoxes, shipmentOfOrder, type OrderBox, type OrderToPrice } from './order-shipment.ts';
import { priceOnCard } from './price-on-card.ts';
import { pricingBook, type PricingBook } from './pricing-book.ts';

/** An order with the pieces to price it by: its boxes, or the ones measured at a re-weigh when given. */
export type OrderPricing = OrderToPrice & { boxes: readonly OrderBox[]; measured?: PricedPiece[] };

/** One price of an order, ready to store: the breakdown, or why it has none. */
export type OrderPriceDraft = {
  kind: RateCardKind;
  currency: Currency | null;
  total: string | null;
  breakdown: PriceBreakdown | null;
  refusal: OrderPriceRefusal | null;
  pieces: PricedPiece[];
};

const piecesOf = (order: OrderPricing) => order.measured ?? piecesOfBoxes(order.boxes);

function draftOf(book: PricingBook, kind: RateCardKind, customerId: number | null, order: OrderPricing, pieces: PricedPiece[], day: string): OrderPriceDraft | null {
  const channelPricing = book.pricingOf(customerId, order.channelId);
  if (!channelPricing) return kind === 'sell' ? { kind, currency: null, total: null, breakdown: null, refusal: { reason: 'noRateCard' }, pieces } : null;
  const { price, refusal } = priceOnCard(channelPricing, shipmentOfOrder(order, pieces, day), order.remoteClass, book.rate, true);
  return { kind, currency: price?.currency ?? null, total: price?.total ?? null, breakdown: price, refusal, pieces };
}

/**
 * The prices of a company's orders today (UTC), in memory after four to six reads whatever their number (the
 * customers' levels, the cards in force of both kinds, the day's rates): per order its selling price (a refusal
 * when no card is in force) and its cost when a cost card is. A price refusal never stops an order.
 */
export async function priceOrders(db: Db, companyId: number, orders: readonly OrderPricing[]): Promise<OrderPriceDraft[][]> {
  if (!orders.length) return [];
  const day = utcToday();
  const channelIds = [...new Set(orders.map((order) => order.channelId))];
  const [sell, cost] = await Promise.all([
    pricingBook(db, companyId, { kind: 'sell', day, channelIds, customerIds: orders.map((order) => order.customerId) }),
    pricingBook(db, companyId, { kind: 'cost', day, channelIds, customerIds: [] }),
  ]);
  return orders.map((order) => {
    const pieces = piecesOf(order);
    return [draftOf(sell, 'sell', order.customerId, order, pieces, day), draftOf(cost, 'cost', null, order, pieces, day)].filter((draft) => draft !== null);
  });
}
