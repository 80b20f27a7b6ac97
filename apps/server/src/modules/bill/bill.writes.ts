import { and, eq, inArray, sql } from 'drizzle-orm';
import { CommandError, fieldError, RESULT_CODES, type BillDetailOutput } from '@parcelflow/contract';
import type { Answer, GuardedContext } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { auditedWrite, type ChangeRecord } from '../auditLog/index.ts';
import { customers } from '../customer/index.ts';
import { visibleBillsWhere, type MoneyCaller } from './bill-scope.ts';
import { readBillDetail } from './bill.queries.ts';
import { billLines, bills, type BillRow } from './bill.table.ts';

type WriteContext = Pick<GuardedContext, 'db' | 'caller' | 'ip'>;

/** The bill the caller sees, locked until the write's transaction ends, or 400 billId notFound. */
export async function lockBill(tx: Db, caller: MoneyCaller, billId: number): Promise<BillRow> {
  const [row] = await tx.select({ bill: bills }).from(bills).innerJoin(customers, eq(customers.id, bills.customerId))
    .where(and(eq(bills.id, billId), visibleBillsWhere(tx, caller))).for('update', { of: bills });
  if (!row) throw fieldError('billId', 'notFound');
  return row.bill;
}

/** How the audit log names a change of a bill; the carrier's log keeps it, whoever made it. */
export const billChange = (bill: BillRow, before: Record<string, unknown>, after: Record<string, unknown>): ChangeRecord =>
  ({ entity: 'bill', entityId: bill.id, entityLabel: bill.billNo, action: 'update', before, after, companyId: bill.companyId });

const alreadyConfirmed = (bill: BillRow) => new CommandError(RESULT_CODES.billAlreadyConfirmed, { field: 'billId', status: bill.confirmStatus });

/** The customer (its login, or its cargo owner) or the carrier's reconciler agrees the bill, once (60005). */
export async function confirmBill(ctx: WriteContext, billId: number): Promise<Answer<BillDetailOutput>> {
  await auditedWrite(ctx, async ({ tx }) => {
    const bill = await lockBill(tx, ctx.caller, billId);
    if (bill.confirmStatus === 'confirmed') throw alreadyConfirmed(bill);
    await tx.update(bills).set({ confirmStatus: 'confirmed', confirmedAt: sql`now()`, confirmedBy: ctx.caller.userId }).where(eq(bills.id, billId));
    return { answer: billId, changes: [billChange(bill, { confirmStatus: bill.confirmStatus }, { confirmStatus: 'confirmed' })] };
  });
  return readBillDetail(ctx.db, ctx.caller, billId);
}

export type DisputeRequest = { billId: number; lines: { lineId: number; reason: string }[] };

/**
 * Disputes lines of a bill not yet confirmed (60005), each with its reason (a line disputed again takes the new one);
 * every line must be the bill's (400 lines.N.lineId notFound). The bill is disputed until it is confirmed.
 */
export async function disputeBill(ctx: WriteContext, input: DisputeRequest): Promise<Answer<BillDetailOutput>> {
  await auditedWrite(ctx, async ({ tx }) => {
    const bill = await lockBill(tx, ctx.caller, input.billId);
    if (bill.confirmStatus === 'confirmed') throw alreadyConfirmed(bill);
    const ids = input.lines.map((line) => line.lineId);
    const found = new Set((await tx.select({ id: billLines.id }).from(billLines)
      .where(and(eq(billLines.billId, bill.id), inArray(billLines.id, ids)))).map((row) => row.id));
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) throw fieldError(`lines.${missing}.lineId`, 'notFound');
    // A line named twice takes its last reason.
    const reasons = new Map(input.lines.map((line) => [line.lineId, line.reason]));
    const json = JSON.stringify([...reasons].map(([id, reason]) => ({ id, reason })));
    await tx.execute(sql`
      update bill_lines l set dispute_reason = d.reason, disputed_at = now()
      from jsonb_to_recordset(${json}::jsonb) as d(id bigint, reason text)
      where l.id = d.id and l.bill_id = ${bill.id}`);
    const [after] = await tx.update(bills).set({
      confirmStatus: 'disputed',
      disputedLines: sql`(select count(*)::int from bill_lines where bill_id = ${bill.id} and dispute_reason is not null)`,
    }).where(eq(bills.id, bill.id)).returning({ disputedLines: bills.disputedLines });
    return {
      answer: bill.id,
      changes: [billChange(bill,
        { confirmStatus: bill.confirmStatus, disputedLines: bill.disputedLines },
        { confirmStatus: 'disputed', disputedLines: after.disputedLines, disputed: input.lines })],
    };
  });
  return readBillDetail(ctx.db, ctx.caller, input.billId);
}
