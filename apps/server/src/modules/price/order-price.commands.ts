import { and, desc, eq, inArray } from 'drizzle-orm';
import { CommandError, type OrderPriceRow, type RateCardKind } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/orderPrice/commands';
import { implement, type Caller } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { lockOrders, orders, visibleOrders } from '../order/index.ts';
import { orderPrices } from './order-price.table.ts';
import { insertOrderPrices } from './order-price-write.ts';
import { storedOrdersToPrice } from './order-pricing.ts';
import { priceOrders } from './price-orders.ts';

/** Carrier staff: a customer's login and a cargo owner see neither costs nor the price level's name. */
const isCarrierStaff = (caller: Caller) => caller.companyKind === 'carrier' && !caller.customerId;

/** The caller's order's id, or 20157 exactly as a missing order (another company's, another customer's). */
async function visibleOrderId(db: Db, caller: Caller, id: number): Promise<number> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.id, id), visibleOrders(caller)));
  if (!row) throw new CommandError(20157, { id });
  return row.id;
}

export const orderPriceCommands = [
  implement(contract.getOrderPrices, async (ctx, input) => {
    const { caller } = ctx;
    const orderId = await visibleOrderId(ctx.db, caller, input.id);
    const kinds: RateCardKind[] = isCarrierStaff(caller) && caller.functions.has('rateCard.cost') ? ['sell', 'cost'] : ['sell'];
    const rows = await ctx.db.select({
      id: orderPrices.id, stage: orderPrices.stage, kind: orderPrices.kind, pricedAt: orderPrices.pricedAt, pricedByName: users.displayName,
      currency: orderPrices.currency, total: orderPrices.total, breakdown: orderPrices.breakdown, refusal: orderPrices.refusal, pieces: orderPrices.pieces,
    }).from(orderPrices).leftJoin(users, eq(users.id, orderPrices.pricedBy))
      .where(and(eq(orderPrices.orderId, orderId), inArray(orderPrices.kind, kinds)))
      .orderBy(desc(orderPrices.pricedAt), desc(orderPrices.id));
    const list: OrderPriceRow[] = rows.map((row) => ({
      ...row,
      pricedAt: row.pricedAt.toISOString(),
      breakdown: row.breakdown && (isCarrierStaff(caller) ? row.breakdown : { ...row.breakdown, priceLevel: null }),
    }));
    return { list };
  }),
  implement(contract.reweighOrder, (ctx, input) => auditedWrite(ctx, async ({ tx }) => {
    const [order] = await lockOrders(tx, ctx.caller, [input.id]);
    if (order.status === 'cancelled') throw new CommandError(400, { field: 'status', reason: 'invalidValue', status: order.status });
    const [stored] = await storedOrdersToPrice(tx, [order.id]);
    const measured = input.pieces.map((piece) => ({ ...piece, weight: String(piece.weight) }));
    const [drafts] = await priceOrders(tx, order.companyId, [{ ...stored, measured }]);
    await insertOrderPrices(tx, [{ orderId: order.id, drafts }], { companyId: order.companyId, stage: 'reweighed', pricedBy: ctx.caller.userId });
    // An audited order's charge or reservation follows its new price (the ledger module, above this one, through services).
    await ctx.services.settleOrders(tx, [order.id], { userId: ctx.caller.userId, auditing: false });
    const sell = drafts.find((draft) => draft.kind === 'sell')!;
    return { answer: { total: sell.total, currency: sell.currency, refusal: sell.refusal }, changes: [] };
  })),
];
