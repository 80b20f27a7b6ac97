import { and, eq, sql } from 'drizzle-orm';
import { CommandError, PUBLIC_TRACKING_RATE, fieldError, splitTrackingLines, splitTrackingNumbers } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/tracking/commands';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { orders, trackingEvents, visibleOrders } from '../order/index.ts';
import { countEvent } from '../security/index.ts';
import { loadQueryLimits } from '../limitQuery/index.ts';
import { ALL_NUMBER_COLUMNS, findOrdersByNumbers, type NumberColumn, loadEvents } from './tracking.queries.ts';

/** A receiver knows the waybill or order number, never the shipper's own references. */
const PUBLIC_COLUMNS: NumberColumn[] = ['orderNo', 'waybillNo'];

export const trackingCommands = [
  // An event is the order's own record of what happened: the audit log keeps no second copy of it.
  implement(contract.addTrackingEvent, (ctx, input) => auditedWrite(ctx, async ({ tx, companyId }) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.id, input.orderId), eq(orders.companyId, companyId)));
    if (!order) throw new CommandError(20157);
    const [row] = await tx.insert(trackingEvents).values({
      orderId: order.id, occurredAt: new Date(input.occurredAt), place: input.place, status: input.status,
      description: input.description, isPublic: input.isPublic, createdBy: ctx.caller.userId,
    }).returning({ id: trackingEvents.id });
    return { answer: { id: row.id }, changes: [] };
  })),
  implement(contract.queryTracking, async (ctx, input) => {
    const numbers = splitTrackingNumbers(input.numbers);
    const { trackingLinesMax } = await loadQueryLimits(ctx.db, ctx.caller.companyId);
    // The limit counts lines as typed, a repeated number too (entities-rules.md 5.7).
    if (splitTrackingLines(input.numbers).length > trackingLinesMax) throw fieldError('numbers', 'tooBig', { max: trackingLinesMax });
    const found = await findOrdersByNumbers(ctx.db, visibleOrders(ctx.caller), numbers, ALL_NUMBER_COLUMNS);
    const events = await loadEvents(ctx.db, [...new Set([...found.values()].map((o) => o.id))], false);
    return numbers.map((number) => {
      const order = found.get(number);
      if (!order) return { number, found: false };
      const { id, orderNo, waybillNo, status, country, channelCode } = order;
      return { number, found: true, order: { id, orderNo, waybillNo, status, country, channelCode }, events: events.get(id) ?? [] };
    });
  }),
  implement(contract.publicTracking, async (ctx, input) => {
    const count = await countEvent(ctx.db, `publicTracking:${ctx.ip}`, 60_000);
    if (count > PUBLIC_TRACKING_RATE.perMinute) throw new CommandError(10058);
    const numbers = splitTrackingNumbers(input.numbers);
    const found = await findOrdersByNumbers(ctx.db, sql`true`, numbers, PUBLIC_COLUMNS);
    const events = await loadEvents(ctx.db, [...new Set([...found.values()].map((o) => o.id))], true);
    return numbers.map((number) => {
      const order = found.get(number);
      if (!order) return { number, found: false };
      const shown = (events.get(order.id) ?? []).map(({ occurredAt, place, code, params, description }) => ({ occurredAt, place, code, params, description }));
      return { number, found: true, status: order.status, country: order.country, events: shown };
    });
  }),
];
