import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { CreateOrderInput, OrderPriceStage, RemoteClass } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { rateOnDayOf, ratesOnDaySql, type LatestRate } from '../exchangeRate/index.ts';
import { orderBoxes, orders } from '../order/index.ts';
import { customerLevelSql, type CustomerPriceLevel } from '../priceLevel/index.ts';
import { cardsInForceSql, type CardInForce } from '../rateCard/index.ts';
import { remoteClassExpression } from '../remoteArea/index.ts';
import { utcToday } from '../transAgreement/index.ts';
import { insertOrderPrices, newOrderPriceInsert } from './order-price-write.ts';
import { priceOrders, priceWithBooks, type OrderPricing } from './price-orders.ts';
import { bookOf } from './pricing-book.ts';

/** A new order's party: the carrier company writing it, its customer, who enters it. */
export type NewOrderParty = { companyId: number; customerId: number; userId: number };

/** What pricing a new order reads: its remote class, its customer's level, the cards in force, the day's rates. */
export type NewOrderContext = { remote_class: RemoteClass | null; level: CustomerPriceLevel | null; cards: CardInForce[]; rates: LatestRate[] };

/**
 * A new order's pricing around createOrder's one read before its write: `read`, its part of that read, then `price`,
 * which prices the order from what was read and answers the insert of its 'created' prices for the order's one
 * statement (newOrderPriceInsert).
 */
export type NewOrderPricing = { read: SQL<NewOrderContext>; price: (context: NewOrderContext) => Promise<(created: SQL) => SQL> };

/**
 * Prices an order before createOrder writes it. One read, whatever the order, as a part of createOrder's (a round trip
 * of its own cost as much CPU as the pricing): its remote class as the insert will store it, its customer's price
 * level, the selling and cost cards in force for its channel and the day's exchange rates, as one JSON value; the
 * cards compiled come from the cache. (Six reads made createOrder take three times the server's CPU.)
 */
export function pricingOfNewOrder(db: Db, party: NewOrderParty, input: CreateOrderInput): NewOrderPricing {
  const day = utcToday();
  const { companyId, customerId } = party;
  const cards = cardsInForceSql(companyId, day, { kinds: ['sell', 'cost'], channelIds: [input.channelId], priceLevelId: sql`(select id from level)` });
  const read = sql<NewOrderContext>`(
    with level as (${customerLevelSql(companyId, sql`array[${customerId}::int]`)})
    select json_build_object('remote_class', ${remoteClassExpression(companyId, input)},
      'level', (select json_build_object('id', id, 'name', name, 'rules', rules) from level),
      'cards', (select coalesce(json_agg(card), '[]'::json) from (${cards}) as card),
      'rates', (select coalesce(json_agg(rate), '[]'::json) from (${ratesOnDaySql(companyId, day)}) as rate)))`;
  const price = async (context: NewOrderContext) => {
    const rate = rateOnDayOf(context.rates);
    const [sell, cost] = await Promise.all([
      bookOf(db, { levels: new Map([[customerId, context.level]]), rate, inForce: context.cards.filter((card) => card.kind === 'sell') }),
      bookOf(db, { levels: new Map(), rate, inForce: context.cards.filter((card) => card.kind === 'cost') }),
    ]);
    const [drafts] = priceWithBooks({ day, sell, cost }, [{ ...input, customerId, remoteClass: context.remote_class }]);
    return newOrderPriceInsert(drafts, { companyId, stage: 'created', pricedBy: party.userId });
  };
  return { read, price };
}

/** Stored orders as pricing reads them, in two reads (the orders, their boxes). */
export async function storedOrdersToPrice(db: Db, orderIds: readonly number[]): Promise<(OrderPricing & { id: number; companyId: number })[]> {
  if (!orderIds.length) return [];
  const ids = [...orderIds];
  const [rows, boxes] = await Promise.all([
    db.select({
      id: orders.id, companyId: orders.companyId, customerId: orders.customerId, channelId: orders.channelId, remoteClass: orders.remoteClass,
      goodsType: orders.goodsType, receiver: orders.receiver, declaredValue: orders.declaredValue, declaredCurrency: orders.declaredCurrency, codAmount: orders.codAmount,
    }).from(orders).where(inArray(orders.id, ids)),
    db.select({ orderId: orderBoxes.orderId, quantity: orderBoxes.quantity, weight: orderBoxes.weight, length: orderBoxes.length, width: orderBoxes.width, height: orderBoxes.height })
      .from(orderBoxes).where(ids.length === 1 ? eq(orderBoxes.orderId, ids[0]) : inArray(orderBoxes.orderId, ids)).orderBy(orderBoxes.id),
  ]);
  const boxesOf = new Map<number, typeof boxes>();
  for (const box of boxes) boxesOf.set(box.orderId, [...(boxesOf.get(box.orderId) ?? []), box]);
  return rows.map((row) => ({ ...row, boxes: boxesOf.get(row.id) ?? [] }));
}

/**
 * Re-prices stored orders at a stage (an edit, an audit) in the caller's transaction, from what they hold now:
 * a few reads per company, one insert per 1,000 orders.
 */
export async function repriceOrders(db: Db, orderIds: readonly number[], stage: OrderPriceStage, userId: number | null): Promise<void> {
  const stored = await storedOrdersToPrice(db, orderIds);
  for (const companyId of new Set(stored.map((order) => order.companyId))) {
    const ofCompany = stored.filter((order) => order.companyId === companyId);
    const drafts = await priceOrders(db, companyId, ofCompany);
    await insertOrderPrices(db, ofCompany.map((order, index) => ({ orderId: order.id, drafts: drafts[index] })), { companyId, stage, pricedBy: userId });
  }
}
