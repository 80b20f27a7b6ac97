import { and, eq, inArray, sql } from 'drizzle-orm';
import { CommandError, PUBLIC_ACTIONS, nextStatus, type OrderAction, type OrderStatus, type TrackingEventCode } from '@parcelflow/contract';
import type { Caller, GuardedContext } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { channels } from '../channel/index.ts';
import { allocateWaybillNumber } from './order.allocate.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { lockOrders, type OrderRow } from './order.scope.ts';
import { numberSegments, orders, trackingEvents } from './order.table.ts';
import { assertWaybillFree, writeHistory } from './order.write.ts';

type Scope = Pick<Caller, 'companyId' | 'companyKind' | 'userId'>;
type WriteContext = Pick<GuardedContext, 'db' | 'caller' | 'ip' | 'services'>;

// An order's changes go to its own history (writeHistory), so its audited writes report no audit-log changes.

/** Where each order goes, or 400 naming the first order the action is not allowed for (nothing changes). */
function plan(rows: OrderRow[], action: OrderAction, labelChannels = new Set<number>()): { row: OrderRow; to: OrderStatus }[] {
  return rows.map((row) => {
    const to = nextStatus(action, row.status, labelChannels.has(row.channelId));
    if (!to) throw new CommandError(400, { field: 'ids', reason: 'invalidValue', id: row.id, orderNo: row.orderNo, status: row.status });
    return { row, to };
  });
}

/** Moves the orders on, with a history row and a system tracking event each. */
async function move(db: Db, caller: Scope, action: OrderAction, steps: { row: OrderRow; to: OrderStatus; waybillNo?: string }[], reason?: string): Promise<void> {
  const now = new Date();
  for (const { row, to, waybillNo } of steps) {
    await db.update(orders).set({
      status: to, version: row.version + 1, updatedAt: now,
      ...(waybillNo ? { waybillNo } : {}),
      ...(action === 'auditPass' ? { auditedAt: now, auditedBy: caller.userId, auditFailReason: null } : {}),
      ...(action === 'auditFail' ? { auditFailReason: reason } : {}),
      ...(action === 'cancel' ? { cancelReason: reason } : {}),
    }).where(eq(orders.id, row.id));
    const changes = [{ field: 'status', before: row.status, after: to }, ...(waybillNo ? [{ field: 'waybillNo', before: row.waybillNo, after: waybillNo }] : [])];
    await writeHistory(db, [row.id], caller.userId, action, changes, reason);
  }
  // A code and the typed reason, worded by each viewer's language; 'edit' moves no order, so every action here has its code.
  const code = action as TrackingEventCode;
  await db.insert(trackingEvents).values(steps.map(({ row, to }) => ({
    orderId: row.id, occurredAt: now, status: to, code, params: reason ? { reason } : {},
    isPublic: PUBLIC_ACTIONS.includes(action), createdBy: caller.userId,
  })));
}

/** Applies one action to every order or to none. */
export function applyAction(ctx: WriteContext, ids: number[], action: OrderAction, reason?: string): Promise<{ count: number }> {
  return auditedWrite(ctx, async ({ tx }) => {
    const steps = plan(await lockOrders(tx, ctx.caller, [...new Set(ids)]), action);
    await move(tx, ctx.caller, action, steps, reason);
    // A revoke or cancel gives the charge back or frees the reservation; the ledger module, through services.
    await ctx.services.settleOrders(tx, steps.map(({ row }) => row.id), { userId: ctx.caller.userId, auditing: false });
    return { answer: { count: steps.length }, changes: [] };
  });
}

/**
 * Moves the orders that wait for their label on to ship, in the caller's transaction: printing a label is the
 * state machine's getLabel. The others (already past it) stay. Answers how many moved.
 */
export async function moveLabelled(db: Db, caller: Scope, rows: OrderRow[]): Promise<number> {
  const steps = rows.filter((row) => row.status === 'toGetLabel').map((row) => ({ row, to: nextStatus('getLabel', row.status)! }));
  if (steps.length) await move(db, caller, 'getLabel', steps);
  return steps.length;
}

/** 20164 when the channel has no waybill segment at all, 20166 when its segments are used up or disabled. */
async function noNumber(db: Db, companyId: number, channelId: number): Promise<CommandError> {
  const [any] = await db.select({ id: numberSegments.id }).from(numberSegments)
    .where(and(eq(numberSegments.companyId, companyId), eq(numberSegments.channelId, channelId), eq(numberSegments.type, 'waybill'))).limit(1);
  return new CommandError(any ? 20166 : 20164, { channelId });
}

/** Audit pass of one order: the typed waybill number, the one it has, or one drawn from its channel's segments. */
export async function auditOne(ctx: WriteContext, id: number, typed?: string): Promise<{ id: number; waybillNo: string }> {
  return auditTransaction(ctx, id, typed).catch((error: unknown) => {
    // The unique index on (company_id, waybill_no) is the last guard when two audits type the same number.
    if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') throw new CommandError(10003, { field: 'waybillNo' });
    throw error;
  });
}

/** The channels among these orders' whose labels come from the last-mile carrier. */
async function labelChannelsOf(db: Db, rows: OrderRow[]): Promise<Set<number>> {
  const ids = [...new Set(rows.map((row) => row.channelId))];
  const found = await db.select({ id: channels.id }).from(channels).where(and(inArray(channels.id, ids), eq(channels.labelFromCarrier, true)));
  return new Set(found.map((channel) => channel.id));
}

function auditTransaction(ctx: WriteContext, id: number, typed?: string): Promise<{ id: number; waybillNo: string }> {
  return auditedWrite(ctx, async ({ tx: t }) => {
    const locked = await lockOrders(t, ctx.caller, [id]);
    const [{ row, to }] = plan(locked, 'auditPass', await labelChannelsOf(t, locked));
    if (typed) await assertWaybillFree(t, row.companyId, typed, row.id);
    const waybillNo = typed ?? row.waybillNo ?? (await allocateWaybillNumber(t, row.companyId, row.channelId));
    if (!waybillNo) throw await noNumber(t, row.companyId, row.channelId);
    await move(t, ctx.caller, 'auditPass', [{ row, to, waybillNo }]);
    // Priced again on the day's cards: what the order is audited at (the price module, through services).
    await ctx.services.repriceOrders(t, [row.id], 'audited', ctx.caller.userId);
    // Charged or reserved at that price, or refused (60001, 60002) with nothing changed.
    await ctx.services.settleOrders(t, [row.id], { userId: ctx.caller.userId, auditing: true });
    return { answer: { id, waybillNo }, changes: [] };
  });
}

const runningBulkAudits = new Set<number>();

/**
 * Bulk audit, one at a time per company: refused with 40001 while another runs. In this process a set of
 * companies guards it (PGlite has one connection, where a session lock would be re-entrant); across
 * processes a transaction-scoped advisory lock keyed by the company does (it goes with the transaction).
 */
export function bulkAudit(ctx: WriteContext, ids: number[]): Promise<{ count: number; waybillNos: string[] }> {
  const { caller } = ctx;
  return withBulkAuditGuard(caller.companyId, () => auditedWrite(ctx, async ({ tx: t }) => {
      await holdBulkAuditLock(t, caller.companyId);
      const rows = await lockOrders(t, caller, [...new Set(ids)]);
      const waybillNos: string[] = [];
      for (const { row, to } of plan(rows, 'auditPass', await labelChannelsOf(t, rows))) {
        const waybillNo = row.waybillNo ?? (await allocateWaybillNumber(t, row.companyId, row.channelId));
        if (!waybillNo) throw await noNumber(t, row.companyId, row.channelId);
        await move(t, caller, 'auditPass', [{ row, to, waybillNo }]);
        waybillNos.push(waybillNo);
      }
      await ctx.services.repriceOrders(t, rows.map((row) => row.id), 'audited', caller.userId);
      await ctx.services.settleOrders(t, rows.map((row) => row.id), { userId: caller.userId, auditing: true });
      return { answer: { count: rows.length, waybillNos }, changes: [] };
    }));
}

/** Runs fn as the company's one bulk audit in this process, or refuses with 40001. */
export async function withBulkAuditGuard<T>(companyId: number, fn: () => Promise<T>): Promise<T> {
  if (runningBulkAudits.has(companyId)) throw new CommandError(40001);
  runningBulkAudits.add(companyId);
  try {
    return await fn();
  } finally {
    runningBulkAudits.delete(companyId);
  }
}

/** Advisory lock keys of bulk audits: this base plus the company id. */
export const BULK_AUDIT_LOCK_BASE = 0x6f72_0000;

/**
 * Waits for the company's running bulk audit (on PostgreSQL) and, until this transaction ends, refuses any other
 * (40001): an import's automatic audit is one, drawing numbers for many orders at once.
 */
export async function waitForBulkAuditLock(db: Db, companyId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BULK_AUDIT_LOCK_BASE + companyId})`);
}

async function holdBulkAuditLock(db: Db, companyId: number): Promise<void> {
  const [{ locked }] = await executeRows<{ locked: boolean }>(db, sql`select pg_try_advisory_xact_lock(${BULK_AUDIT_LOCK_BASE + companyId}) as locked`);
  if (!locked) throw new CommandError(40001);
}
