import { and, eq, sql } from 'drizzle-orm';
import { CommandError, fieldError, RESULT_CODES, type BillDetailOutput, type WriteOffBillInput } from '@parcelflow/contract';
import type { Answer, GuardedContext } from '../../envelope/command.ts';
import type { Db } from '../../db/client.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { postEntry, refuseUnlessStaff } from '../ledger/index.ts';
import { readBillDetail } from './bill.queries.ts';
import { billAmounts, bills, billWriteOffs, type BillRow } from './bill.table.ts';
import { billChange, lockBill } from './bill.writes.ts';

type WriteContext = Pick<GuardedContext, 'db' | 'caller' | 'ip'>;

/** What a write-off changed: the currency's written-off amount before and after, the bill's new status and the entry. */
export type WriteOffApplied = { writtenOffBefore: string; writtenOffAfter: string; writeOffStatus: string; entryId: number };

/**
 * Writes off `input.amount` of the locked bill's open amount in one currency, in the caller's transaction: a writeOff
 * entry credits the customer's account, the currency's written-off amount and the bill's status follow (60007 before
 * the bill is confirmed, 60006 above what is open).
 */
export async function applyWriteOff(tx: Db, bill: BillRow, input: Omit<WriteOffBillInput, 'billId'>, userId: number | null): Promise<WriteOffApplied> {
  if (bill.confirmStatus !== 'confirmed') throw new CommandError(RESULT_CODES.billNotConfirmed, { field: 'billId', status: bill.confirmStatus });
  const [line] = await tx.select({
    writtenOff: sql<string>`${billAmounts.writtenOff}::text`,
    open: sql<string>`(case when ${billAmounts.amount} > 0 then ${billAmounts.amount} - ${billAmounts.writtenOff} else 0.00 end)::text`,
    above: sql<boolean>`${input.amount}::numeric > case when ${billAmounts.amount} > 0 then ${billAmounts.amount} - ${billAmounts.writtenOff} else 0 end`,
  }).from(billAmounts).where(and(eq(billAmounts.billId, bill.id), eq(billAmounts.currency, input.currency)));
  if (!line) throw fieldError('currency', 'invalidValue');
  if (line.above) throw new CommandError(RESULT_CODES.writeOffAboveOpen, { field: 'amount', currency: input.currency, open: line.open });
  const posted = await postEntry(tx, {
    companyId: bill.companyId, customerId: bill.customerId, currency: input.currency, kind: 'writeOff', amount: input.amount,
    reason: `${bill.billNo} / ${input.receiptReference}`, createdBy: userId,
  });
  const [amount] = await tx.update(billAmounts).set({ writtenOff: sql`${billAmounts.writtenOff} + ${input.amount}::numeric` })
    .where(and(eq(billAmounts.billId, bill.id), eq(billAmounts.currency, input.currency)))
    .returning({ writtenOff: sql<string>`${billAmounts.writtenOff}::text` });
  await tx.insert(billWriteOffs).values({
    billId: bill.id, companyId: bill.companyId, currency: input.currency, amount: input.amount, receiptReference: input.receiptReference,
    receivedDate: input.receivedDate, remark: input.remark || null, entryId: posted.id, createdBy: userId,
  });
  // Written off once nothing is open in any currency; partial once anything was.
  const [after] = await tx.update(bills).set({
    writeOffStatus: sql`(select case when bool_and(a.amount <= 0 or a.written_off >= a.amount) then 'writtenOff'
      when sum(a.written_off) > 0 then 'partial' else 'unwrittenOff' end from bill_amounts a where a.bill_id = ${bill.id})`,
  }).where(eq(bills.id, bill.id)).returning({ writeOffStatus: bills.writeOffStatus });
  return { writtenOffBefore: line.writtenOff, writtenOffAfter: amount.writtenOff, writeOffStatus: after.writeOffStatus, entryId: posted.id };
}

/**
 * Writes off part or all of what is open of a confirmed bill in one currency against a receipt (carrier staff only:
 * a customer or cargo owner is refused 10021 whatever it holds), audited.
 */
export async function writeOffBill(ctx: WriteContext, input: WriteOffBillInput): Promise<Answer<BillDetailOutput>> {
  refuseUnlessStaff(ctx.caller);
  await auditedWrite(ctx, async ({ tx }) => {
    const bill = await lockBill(tx, ctx.caller, input.billId);
    const applied = await applyWriteOff(tx, bill, input, ctx.caller.userId);
    return {
      answer: bill.id,
      changes: [billChange(bill,
        { writeOffStatus: bill.writeOffStatus, writtenOff: `${applied.writtenOffBefore} ${input.currency}` },
        { writeOffStatus: applied.writeOffStatus, writtenOff: `${applied.writtenOffAfter} ${input.currency}`, receiptReference: input.receiptReference, entryId: applied.entryId })],
    };
  });
  return readBillDetail(ctx.db, ctx.caller, input.billId);
}
