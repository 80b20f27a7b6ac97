import { and, eq, sql } from 'drizzle-orm';
import { CommandError, canApply, fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/order/commands';
import { readTogether } from '../../db/execute-prepared.ts';
import { implement } from '../../envelope/command.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { blacklistAt, blacklistHistory, blacklistVersionSql, checkOrderBlacklist, companyBlacklist, statusAfterBlacklist } from '../blacklist/index.ts';
import { englishNameRulesSql, withEnglishNames, withEnglishNamesOf } from '../englishNameRule/index.ts';
import { remoteClassExpression, remoteClassOf } from '../remoteArea/index.ts';
import { orderDetail, orderHistoryOf } from './order.read.ts';
import { assertOrderFieldsUsable, orderFieldsProblem } from './order.checks.ts';
import { ownerColumnOf } from './order.owner.ts';
import { findOrder, orderCompany } from './order.scope.ts';
import { orders } from './order.table.ts';
import { insertOrder, orderValues, writeChildren, writeHistory, type HistoryChange } from './order.write.ts';

/** Values compared without key order, empty values alike (jsonb keeps its own key order). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '').sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, canonical(v)]));
  }
  return value ?? null;
}
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

export const orderCommands = [
  implement(contract.createOrder, async (ctx, entered) => {
    const { companyId, ownerCompanyId, customerId } = await orderCompany(ctx.db, ctx.caller, entered);
    // Priced by the price module (through services) from its part of the read below; English names change no price.
    const pricing = ctx.services.pricingOfNewOrder(ctx.db, { companyId, customerId, userId: ctx.caller.userId }, entered);
    // Everything read before the write, in one round trip: each read of its own cost about 0.2 ms of CPU in the server
    // and as much in PostgreSQL, a sixth of the order's.
    const read = await readTogether(ctx.db, {
      names: englishNameRulesSql(companyId, entered.invoiceLines), blacklistVersion: blacklistVersionSql(companyId), pricing: pricing.read,
    });
    // Empty English names filled by the company's rules before any check, so the order stores what was checked.
    const input = withEnglishNamesOf(read.names, entered);
    // A refusing entry throws here; a holding one makes the order wait to be corrected, and the answer carries both.
    const blacklistHits = checkOrderBlacklist(await blacklistAt(ctx.db, companyId, read.blacklistVersion), customerId, input);
    const noted = blacklistHistory(blacklistHits);
    const values = { ...orderValues(input), companyId, ownerCompanyId, customerId, status: statusAfterBlacklist(blacklistHits), createdBy: ctx.caller.userId };
    // Priced before the write, its prices written by the order's own statement.
    const prices = await pricing.price(read.pricing);
    // One round trip, outside auditedWrite: every check (40002 among them) and every write in one statement: the order
    // with its remote-area mark (which its list row and pricing read without a join), its children, and its history
    // with the blacklist's note, so no order is left without the row saying why it is held or warned, and its prices.
    const created = await insertOrder(ctx.db, {
      problem: orderFieldsProblem(companyId, customerId, input), values, input, userId: ctx.caller.userId, notes: noted ? [noted] : [],
      remoteClass: remoteClassExpression(companyId, input), prices,
    });
    return { ...created, blacklistHits };
  }),
  implement(contract.getOrder, async (ctx, input) => orderDetail(ctx.db, ctx.caller, await findOrder(ctx.db, ctx.caller, input.id))),
  implement(contract.getOrderHistory, async (ctx, input) => orderHistoryOf(ctx.db, (await findOrder(ctx.db, ctx.caller, input.id)).id)),
  implement(contract.updateOrder, async (ctx, entered) => {
    const order = await findOrder(ctx.db, ctx.caller, entered.id);
    const input = await withEnglishNames(ctx.db, order.companyId, entered);
    if (!canApply('edit', order.status)) throw new CommandError(400, { field: 'status', reason: 'invalidValue', status: order.status });
    if (order.version !== input.version) throw fieldError('version', 'stale');
    const customerId = order.ownerCompanyId ? order.customerId : (ctx.caller.customerId ?? input.customerId);
    if (!customerId) throw fieldError('customerId', 'required');
    await assertOrderFieldsUsable(ctx.db, order.companyId, customerId, input, order.id);
    const blacklistHits = checkOrderBlacklist(await companyBlacklist(ctx.db, order.companyId), customerId, input);
    const noted = blacklistHistory(blacklistHits);
    const { id: _id, version: _version, ...fields } = input;
    const before = await orderDetail(ctx.db, ctx.caller, order);
    const values = { ...orderValues(fields), remoteClass: await remoteClassOf(ctx.db, order.companyId, fields) };
    const changes: HistoryChange[] = Object.entries({ ...values, customerId, boxes: fields.boxes, invoiceLines: fields.invoiceLines })
      .filter(([field, after]) => !same(before[field as keyof typeof before], after))
      .map(([field, after]) => ({ field, before: before[field as keyof typeof before] ?? null, after: after ?? null }));
    // The order's own history records the edit, field by field; the audit log keeps no order entries.
    return auditedWrite(ctx, async ({ tx }) => {
      // An order of no owner moved to a customer a cargo owner cooperates through becomes that owner's too.
      const ownerCompanyId = ownerColumnOf(sql`${orders.ownerCompanyId}`, sql`${customerId}::int`);
      // An edit the blacklist holds goes back to be corrected; otherwise the status stays.
      const status = noted?.action === 'blacklistHold' ? { status: 'toBeCorrected' as const } : {};
      const [updated] = await tx.update(orders).set({ ...values, ...status, customerId, ownerCompanyId, version: order.version + 1, updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), eq(orders.version, input.version))).returning({ version: orders.version });
      if (!updated) throw fieldError('version', 'stale');
      await writeChildren(tx, order.id, fields);
      await ctx.services.repriceOrders(tx, [order.id], 'updated', ctx.caller.userId);
      await ctx.services.settleOrders(tx, [order.id], { userId: ctx.caller.userId, auditing: false });
      await writeHistory(tx, [order.id], ctx.caller.userId, 'edit', changes);
      if (noted) await writeHistory(tx, [order.id], ctx.caller.userId, noted.action, noted.changes);
      return { answer: { id: order.id, version: updated.version, blacklistHits }, changes: [] };
    });
  }),
];
