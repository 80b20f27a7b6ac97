import { and, eq, inArray, sql } from 'drizzle-orm';
import { autoAuditFailReason, PUBLIC_ACTIONS, type AutoAuditCounts, type Language, type OrderStatus } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import type { HistoryChange } from '../order/index.ts';
import { drawWaybillNumbers } from '../segment/index.ts';
import { holdUncovered } from './audit-credit.ts';
import { planAudits, type AuditVerdict } from './audit-plan.ts';
import type { OrderBatch, OrderHead } from './order-batch-insert.ts';
import { textList, valueSet } from './set-query.ts';

/** Orders per statement of history and tracking rows, as the insert batches them. */
const TRAIL_BATCH = 1000;

/** A new order's audit as it is written: what audit pass or audit fail sets on it, and its history row. */
type AuditMove = { id: number; status: OrderStatus; waybillNo: string | null; action: 'auditPass' | 'auditFail'; reason: string | null; changes: HistoryChange[] };

/** The batches with their orders as the audit leaves them, what it writes after them, the orders it passed, and its counts. */
export type ImportAudit = { batches: OrderBatch[]; writeTrail: () => Promise<void>; passedIds: number[]; counts: AutoAuditCounts };

/**
 * The automatic audit of an import's new orders (code 20189), in its final transaction: each order is audited as
 * audit pass does before it is written, and inserted once in its final state (updating 10,000 fresh rows cost
 * about as much as inserting them); its history row and tracking event follow, 1,000 orders a statement.
 */
export async function auditImport(tx: Db, companyId: number, userId: number, batches: readonly OrderBatch[], language: Language): Promise<ImportAudit> {
  const moves = await decideImportAudit(tx, companyId, batches.flatMap((batch) => batch.heads), language);
  const byId = new Map(moves.map((move) => [move.id, move]));
  const at = new Date().toISOString();
  return {
    batches: batches.map((batch) => auditedBatch(batch, byId, userId, at)),
    writeTrail: () => writeAuditTrail(tx, moves, userId, at),
    passedIds: moves.filter((move) => move.action === 'auditPass').map((move) => move.id),
    counts: countAudits(moves),
  };
}

/**
 * Each order's audit, decided in a few queries however many orders: the label channels, the numbers drawn per
 * channel (their segments locked and moved on), which of those numbers an order already holds (the file's own
 * typed numbers count as held: its orders are not written yet), and the credit control of the passed ones.
 */
async function decideImportAudit(tx: Db, companyId: number, heads: readonly OrderHead[], language: Language): Promise<AuditMove[]> {
  // A file names a few channels, however many orders.
  const channelIds = [...new Set(heads.map((head) => head.channelId))];
  const labelRows = channelIds.length ? await tx.select({ id: channels.id }).from(channels)
    .where(and(eq(channels.companyId, companyId), eq(channels.labelFromCarrier, true), inArray(channels.id, channelIds))) : [];
  const counts = new Map<number, number>();
  for (const head of heads) if (!head.waybillNo) counts.set(head.channelId, (counts.get(head.channelId) ?? 0) + 1);
  const drawn = await drawWaybillNumbers(tx, companyId, counts);
  const numbers = [...drawn.values()].flatMap((channel) => channel.numbers);
  const taken = numbers.length ? await valueSet(tx, sql`select waybill_no as value from orders where company_id = ${companyId} and waybill_no in ${textList(numbers)}`) : new Set<string>();
  for (const head of heads) if (head.waybillNo) taken.add(head.waybillNo);
  const verdicts = await holdUncovered(tx, planAudits(heads, drawn, taken, new Set(labelRows.map((row) => row.id))));
  return verdicts.map((verdict) => moveOf(verdict, language));
}

function moveOf(verdict: AuditVerdict, language: Language): AuditMove {
  const { id, waybillNo } = verdict.head;
  if (!verdict.passed) {
    // Refused for credit, it keeps the number drawn for it.
    const kept = verdict.waybillNo && verdict.waybillNo !== waybillNo ? [{ field: 'waybillNo', before: waybillNo, after: verdict.waybillNo }] : [];
    const changes = [{ field: 'status', before: 'toBeAudited', after: 'toBeCorrected' }, ...kept];
    const reason = autoAuditFailReason(verdict.cause, language, verdict.value);
    return { id, status: 'toBeCorrected', waybillNo: verdict.waybillNo ?? waybillNo, action: 'auditFail', reason, changes };
  }
  // As audit pass records it: the status, and the waybill number it ends with (kept or drawn).
  const changes = [{ field: 'status', before: 'toBeAudited', after: verdict.to }, { field: 'waybillNo', before: waybillNo, after: verdict.waybillNo }];
  return { id, status: verdict.to, waybillNo: verdict.waybillNo, action: 'auditPass', reason: null, changes };
}

/** The batch with each order as its audit leaves it: one version past creation, audited by the importer or with its fail reason. */
function auditedBatch(batch: OrderBatch, moves: ReadonlyMap<number, AuditMove>, userId: number, at: string): OrderBatch {
  const orders = batch.orders.map((row) => {
    const move = moves.get(row.id as number);
    // An order the blacklist held waits to be corrected, not audited; its version is written as the others' are.
    if (!move) return { ...row, version: 1 };
    const audited = move.action === 'auditPass' ? { audited_at: at, audited_by: userId } : { audit_fail_reason: move.reason };
    return { ...row, status: move.status, waybill_no: move.waybillNo, version: 2, ...audited };
  });
  return { ...batch, orders };
}

/** After the orders: each one's audit history row and internal tracking event, as order.actions.ts writes them. */
async function writeAuditTrail(tx: Db, moves: readonly AuditMove[], userId: number, at: string): Promise<void> {
  for (let start = 0; start < moves.length; start += TRAIL_BATCH) {
    const rows = moves.slice(start, start + TRAIL_BATCH).map((move) => ({
      ...move, is_public: PUBLIC_ACTIONS.includes(move.action), params: move.reason ? { reason: move.reason } : {},
    }));
    await tx.execute(sql`
      with trail as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as m(id bigint, status text, action text, reason text, changes jsonb, is_public boolean, params jsonb)),
      history as (insert into order_history (order_id, action, changes, reason, user_id) select id, action, changes, reason, ${userId} from trail)
      insert into tracking_events (order_id, occurred_at, status, code, params, is_public, created_by)
      select id, ${at}::timestamptz, status, action, params, is_public, ${userId} from trail`);
  }
}

function countAudits(moves: readonly AuditMove[]): AutoAuditCounts {
  const audited = moves.filter((move) => move.action === 'auditPass').length;
  return { audited, toBeCorrected: moves.length - audited };
}
