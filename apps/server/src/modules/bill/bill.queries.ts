import { and, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { fieldError, type BillAmountView, type BillDetailOutput, type BillView, type ListBillsInput, type ListBillsOutput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { Answer } from '../../envelope/command.ts';
import { users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { visibleBillsWhere, type MoneyCaller } from './bill-scope.ts';
import { billAmounts, bills, billWriteOffs } from './bill.table.ts';

const reconciler = alias(users, 'reconciler');
const confirmer = alias(users, 'confirmer');
const writer = alias(users, 'writer');

/** What is still open of one currency of a bill (alias a): a credit, 0 or below, has nothing open. */
const OPEN = sql.raw('case when a.amount > 0 then a.amount - a.written_off else 0.00 end');

/** A bill's currencies, each with its amount, what was written off and what is open, as numeric's own text. */
const amountsOfBill = sql<BillAmountView[]>`(
  select coalesce(json_agg(json_build_object('currency', a.currency, 'amount', a.amount::text, 'writtenOff', a.written_off::text, 'open', (${OPEN})::text)
    order by a.currency), '[]'::json)
  from bill_amounts a where a.bill_id = ${bills.id})`;

const billColumns = {
  id: bills.id, billNo: bills.billNo, billDate: bills.billDate, periodFrom: bills.periodFrom, periodTo: bills.periodTo,
  customerId: bills.customerId, customerCode: customers.code, customerName: customers.name,
  carrierCompanyNo: companies.companyNo, carrierName: companies.nameCn,
  type: bills.type, ticketCount: bills.ticketCount, paymentMethod: bills.paymentMethod, settlementType: bills.settlementType,
  amounts: amountsOfBill, reconcilerName: reconciler.displayName, confirmStatus: bills.confirmStatus, confirmedAt: bills.confirmedAt,
  confirmedByName: confirmer.displayName, writeOffStatus: bills.writeOffStatus, disputedLines: bills.disputedLines, createdAt: bills.createdAt,
};

function selectBills(db: Db) {
  return db.select(billColumns).from(bills)
    .innerJoin(customers, eq(customers.id, bills.customerId))
    .innerJoin(companies, eq(companies.id, bills.companyId))
    .leftJoin(reconciler, eq(reconciler.id, bills.reconcilerId))
    .leftJoin(confirmer, eq(confirmer.id, bills.confirmedBy));
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

function billsWhere(db: Db, caller: MoneyCaller, input: ListBillsInput): SQL {
  const pattern = input.keyword ? likePattern(input.keyword) : undefined;
  return and(
    visibleBillsWhere(db, caller),
    pattern ? or(ilike(bills.billNo, pattern), ilike(customers.code, pattern), ilike(customers.name, pattern)) : undefined,
    input.customerId ? eq(bills.customerId, input.customerId) : undefined,
    input.period ? eq(bills.period, input.period) : undefined,
    input.confirmStatus ? eq(bills.confirmStatus, input.confirmStatus) : undefined,
    input.writeOffStatus ? eq(bills.writeOffStatus, input.writeOffStatus) : undefined,
    input.currency ? sql`exists (select 1 from bill_amounts a where a.bill_id = ${bills.id} and a.currency = ${input.currency})` : undefined,
    input.dateFrom ? gte(bills.billDate, input.dateFrom) : undefined,
    input.dateTo ? lte(bills.billDate, input.dateTo) : undefined,
  )!;
}

/** One page of the bills the caller sees, newest first, and the whole filtered list's sums per currency. */
export async function listBillPage(db: Db, caller: MoneyCaller, input: ListBillsInput): Promise<Answer<ListBillsOutput>> {
  const where = billsWhere(db, caller, input);
  const page = selectBills(db).where(where).orderBy(desc(bills.id)).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1));
  const count = db.select({ total: sql<number>`count(*)::int` }).from(bills).innerJoin(customers, eq(customers.id, bills.customerId)).where(where);
  const sums = db.select({
    currency: billAmounts.currency,
    amount: sql<string>`sum(${billAmounts.amount})::text`,
    writtenOff: sql<string>`sum(${billAmounts.writtenOff})::text`,
    open: sql<string>`sum(case when ${billAmounts.amount} > 0 then ${billAmounts.amount} - ${billAmounts.writtenOff} else 0.00 end)::text`,
  }).from(billAmounts).innerJoin(bills, eq(bills.id, billAmounts.billId)).innerJoin(customers, eq(customers.id, bills.customerId))
    .where(and(where, input.currency ? eq(billAmounts.currency, input.currency) : undefined))
    .groupBy(billAmounts.currency).orderBy(billAmounts.currency);
  const [list, [{ total }], footer] = await Promise.all([page, count, sums]);
  return { list, total, footer };
}

/** One bill the caller sees, or 400 billId notFound (another company's bill answers as a missing one). */
export async function readBillView(db: Db, caller: MoneyCaller, billId: number): Promise<Answer<BillView>> {
  const [bill] = await selectBills(db).where(and(eq(bills.id, billId), visibleBillsWhere(db, caller)));
  if (!bill) throw fieldError('billId', 'notFound');
  return bill;
}

/** A bill with its write-offs, newest first. */
export async function readBillDetail(db: Db, caller: MoneyCaller, billId: number): Promise<Answer<BillDetailOutput>> {
  const bill = await readBillView(db, caller, billId);
  const writeOffs = await db.select({
    id: billWriteOffs.id, currency: billWriteOffs.currency, amount: billWriteOffs.amount, receiptReference: billWriteOffs.receiptReference,
    receivedDate: billWriteOffs.receivedDate, remark: billWriteOffs.remark, entryId: billWriteOffs.entryId, createdAt: billWriteOffs.createdAt,
    createdByName: writer.displayName,
  }).from(billWriteOffs).leftJoin(writer, eq(writer.id, billWriteOffs.createdBy))
    .where(eq(billWriteOffs.billId, billId)).orderBy(desc(billWriteOffs.id));
  return { bill, writeOffs };
}
