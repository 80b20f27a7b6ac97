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

/** The day's selling and cost pricing of a company's orders (priceWithBooks prices them in memory). */
export type OrderPricingBooks = { day: string; sell: PricingBook; cost: PricingBook };

/** What pricing these customers' orders on these channels today (UTC) needs: four to six reads whatever their number. */
async function readPricingBooks(db: Db, companyId: number, scope: { customerIds: readonly number[]; channelIds: readonly number[] }): Promise<OrderPricingBooks> {
  const day = utcToday();
  const channelIds = [...new Set(scope.channelIds)];
  const [sell, cost] = await Promise.all([
    pricingBook(db, companyId, { kind: 'sell', day, channelIds, customerIds: scope.customerIds }),
    pricingBook(db, companyId, { kind: 'cost', day, channelIds, customerIds: [] }),
  ]);
  return { day, sell, cost };
}

/**
 * Per order its selling price (a refusal when no card is in force) and its cost when a cost card is, in memory.
 * A price refusal never stops an order.
 */
export function priceWithBooks(books: OrderPricingBooks, orders: readonly OrderPricing[]): OrderPriceDraft[][] {
  return orders.map((order) => {
    const pieces = piecesOf(order);
    return [draftOf(books.sell, 'sell', order.customerId, order, pieces, books.day), draftOf(books.cost, 'cost', null, order, pieces, books.day)]
      .filter((draft) => draft !== null);
  });
}

/** The prices of a company's orders today (UTC): the books read once, then every order in memory. */
export async function priceOrders(db: Db, companyId: number, orders: readonly OrderPricing[]): Promise<OrderPriceDraft[][]> {
  if (!orders.length) return [];
  const books = await readPricingBooks(db, companyId, { customerIds: orders.map((order) => order.customerId), channelIds: orders.map((order) => order.channelId) });
  return priceWithBooks(books, orders);
}
