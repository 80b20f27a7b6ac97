import { eq, inArray, type SQL } from 'drizzle-orm';
import type { CreateOrderInput, OrderPriceStage } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { orderBoxes, orders } from '../order/index.ts';
import { remoteClassOf } from '../remoteArea/index.ts';
import { insertOrderPrices, newOrderPriceInsert } from './order-price-write.ts';
import { priceOrders, priceWithBooks, readPricingBooks, type OrderPricing } from './price-orders.ts';

/** A new order's party: the carrier company writing it, its customer, who enters it. */
export type NewOrderParty = { companyId: number; customerId: number; userId: number };

/**
 * Prices an order before createOrder writes it (its remote class looked up as the insert will store it, beside the
 * cards, levels and rates) and answers
 * the insert of its 'created' prices for the order's one statement (newOrderPriceInsert).
 */
export async function pricingOfNewOrder(db: Db, party: NewOrderParty, input: CreateOrderInput): Promise<(created: SQL) => SQL> {
  // The remote class beside the pricing reads: on PostgreSQL they run side by side.
  const [remoteClass, books] = await Promise.all([
    remoteClassOf(db, party.companyId, input),
    readPricingBooks(db, party.companyId, { customerIds: [party.customerId], channelIds: [input.channelId] }),
  ]);
  const [drafts] = priceWithBooks(books, [{ ...input, customerId: party.customerId, remoteClass }]);
  return newOrderPriceInsert(drafts, { companyId: party.companyId, stage: 'created', pricedBy: party.userId });
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
