import { and, asc, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { billLineFilter, ListBillLinesInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { moneyCustomersWhere } from '../ledger/index.ts';
import { orders } from '../order/index.ts';
import type { MoneyCaller } from './bill-scope.ts';
import { billLines, bills } from './bill.table.ts';

export type BillLineFilter = z.infer<typeof billLineFilter>;

/**
 * The bill's customer's code, looked up per line read (a line's customer is its bill's): joined, the customers let a
 * planner without statistics (PGlite never gathers any) start from them and read every bill's lines for each customer,
 * 20 s to count a month's 100,000 lines where reading each line once takes 0.3 s.
 */
const customerCode = sql<string>`(select ${customers.code} from ${customers} where ${customers.id} = ${bills.customerId})`;

const lineColumns = {
  id: billLines.id, billId: billLines.billId, billNo: bills.billNo, kind: billLines.kind, orderId: billLines.orderId,
  orderNo: orders.orderNo, waybillNo: orders.waybillNo, customerCode, auditedAt: orders.auditedAt,
  channelCode: channels.code, channelName: channels.nameCn, destinationCountry: orders.country,
  chargeableWeight: sql<string | null>`${billLines.breakdown}->>'chargeableWeight'`,
  currency: billLines.currency, amount: billLines.amount, breakdown: billLines.breakdown,
  disputeReason: billLines.disputeReason, disputedAt: billLines.disputedAt,
};

/** What the export sends its worker: the sheet's fields (of the breakdown, the zone and base freight only) and the keyset's. */
const exportColumns = {
  id: billLines.id, billId: billLines.billId, billNo: bills.billNo, kind: billLines.kind, orderNo: orders.orderNo, waybillNo: orders.waybillNo,
  customerCode, auditedAt: orders.auditedAt, channelCode: channels.code, channelName: channels.nameCn,
  destinationCountry: orders.country, chargeableWeight: lineColumns.chargeableWeight,
  zone: sql<string | null>`${billLines.breakdown}->>'zoneName'`, baseFreight: sql<string | null>`${billLines.breakdown}->>'baseFreight'`,
  currency: billLines.currency, amount: billLines.amount, disputeReason: billLines.disputeReason,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The bills the caller sees (as its bills: its own customers' money). A carrier's are read newest first from the
 * (company_id, id) index, each bill's customer checked by a subquery the planner keeps per bill: as a join or a
 * semi-join, even with the bill tables analysed, the customers (never analysed on PGlite) led and every line was
 * sorted for each export batch (190 ms a batch, 25 ms reading the batch's bills only). A cargo owner's customers lead.
 */
function visibleBillsOfLines(db: Db, caller: MoneyCaller): SQL {
  const visible = moneyCustomersWhere(db, caller);
  if (caller.companyKind !== 'carrier') return inArray(bills.customerId, db.select({ id: customers.id }).from(customers).where(visible));
  return and(
    eq(bills.companyId, caller.companyId),
    caller.customerId === null ? undefined : eq(bills.customerId, caller.customerId),
    sql`(select true from ${customers} where ${customers.id} = ${bills.customerId} and ${visible})`,
  )!;
}

/** The lines of the bills the caller sees, narrowed by the filter. */
function linesWhere(db: Db, caller: MoneyCaller, filter: BillLineFilter): SQL {
  const pattern = filter.keyword ? likePattern(filter.keyword) : undefined;
  return and(
    visibleBillsOfLines(db, caller),
    filter.billId ? eq(billLines.billId, filter.billId) : undefined,
    pattern ? or(ilike(orders.orderNo, pattern), ilike(orders.waybillNo, pattern)) : undefined,
    filter.customerId ? eq(bills.customerId, filter.customerId) : undefined,
    filter.currency ? eq(billLines.currency, filter.currency) : undefined,
    filter.disputedOnly ? isNotNull(billLines.disputeReason) : undefined,
    // Audit days are UTC days, as the periods billed are.
    filter.dateFrom ? gte(orders.auditedAt, sql`${filter.dateFrom}::date::timestamp at time zone 'UTC'`) : undefined,
    filter.dateTo ? lt(orders.auditedAt, sql`(${filter.dateTo}::date + 1)::timestamp at time zone 'UTC'`) : undefined,
  )!;
}

function selectLines(db: Db) {
  return db.select(lineColumns).from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .innerJoin(orders, eq(orders.id, billLines.orderId))
    .leftJoin(channels, eq(channels.id, orders.channelId));
}

/** Newest bill first, each bill's lines in the order they were billed. */
const LINE_ORDER = [desc(billLines.billId), asc(billLines.id)];

/** One page of lines and the whole filtered list's sums per currency. */
export async function listBillLinePage(db: Db, caller: MoneyCaller, input: ListBillLinesInput) {
  const where = linesWhere(db, caller, input);
  const page = selectLines(db).where(where).orderBy(...LINE_ORDER).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1));
  const sums = db.select({ currency: billLines.currency, count: sql<number>`count(*)::int`, amount: sql<string>`sum(${billLines.amount})::text` })
    .from(billLines).innerJoin(bills, eq(bills.id, billLines.billId))
    .innerJoin(orders, eq(orders.id, billLines.orderId))
    .where(where).groupBy(billLines.currency).orderBy(billLines.currency);
  const [list, footer] = await Promise.all([page, sums]);
  return { list, total: footer.reduce((sum, row) => sum + row.count, 0), footer: footer.map(({ currency, amount }) => ({ currency, amount })) };
}

/** The list's joins, selecting what the export sends. */
function selectExported(db: Db) {
  return db.select(exportColumns).from(billLines)
    .innerJoin(bills, eq(bills.id, billLines.billId))
    .innerJoin(orders, eq(orders.id, billLines.orderId))
    .leftJoin(channels, eq(channels.id, orders.channelId));
}

/** A line as the export reads it, dates unformatted: the worker formats them. */
export type ExportedLine = Awaited<ReturnType<ReturnType<typeof selectExported>['execute']>>[number];

/** How many lines the filter selects: the export's progress total. */
export async function countBillLines(db: Db, caller: MoneyCaller, filter: BillLineFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(billLines).innerJoin(bills, eq(bills.id, billLines.billId))
    .innerJoin(orders, eq(orders.id, billLines.orderId))
    .where(linesWhere(db, caller, filter));
  return row.n;
}

/** Lines per query of the export. */
const EXPORT_BATCH = 2000;

/** The filtered lines in the list's order, read a batch at a time, each batch after the last line of the one before. */
export async function* exportedLines(db: Db, caller: MoneyCaller, filter: BillLineFilter): AsyncGenerator<ExportedLine> {
  const where = linesWhere(db, caller, filter);
  let after: { billId: number; id: number } | null = null;
  for (;;) {
    // The bill's own id bounded too, so the bills are read from the last batch's on, not from the newest again.
    const past: SQL | undefined = after
      ? and(lte(bills.id, after.billId), or(lt(billLines.billId, after.billId), and(eq(billLines.billId, after.billId), gt(billLines.id, after.id))))
      : undefined;
    const batch: ExportedLine[] = await selectExported(db).where(and(where, past)).orderBy(...LINE_ORDER).limit(EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    const last = batch[batch.length - 1];
    after = { billId: last.billId, id: last.id };
  }
}
