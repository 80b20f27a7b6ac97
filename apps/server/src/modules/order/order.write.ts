import { and, eq, ne, or, sql } from 'drizzle-orm';
import { CommandError, fieldError, type CreateOrderInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from './order.sql.ts';
import { orderBoxes, orderHistory, orderInvoiceLines, orders } from './order.table.ts';

type OrderValues = Omit<typeof orders.$inferInsert, 'companyId' | 'orderNo' | 'status' | 'customerId'>;

/** The order's own columns from the form (the boxes and invoice lines go to their tables). */
export function orderValues(input: CreateOrderInput): OrderValues {
  const { boxes: _boxes, invoiceLines: _lines, carrierCompanyNo: _carrier, customerId: _customer, ...fields } = input;
  return { ...fields, subWaybillNos: fields.subWaybillNos ?? [], country: input.receiver.country, notifier: input.notifier ?? null, partnerCompanyNo: fields.partnerCompanyNo?.toUpperCase() ?? null };
}

/**
 * The order number: 'PF', the day (yyMMdd) and the row's id from the orders id sequence, 8 digits or more.
 * The sequence never gives a number twice, so numbers are unique and never reused without a counter table.
 */
export async function nextOrderId(db: Db): Promise<{ id: number; orderNo: string }> {
  const [row] = await executeRows<{ id: string }>(db, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::text as id`);
  const day = new Date().toISOString().slice(2, 10).replaceAll('-', '');
  return { id: Number(row.id), orderNo: `PF${day}${row.id.padStart(8, '0')}` };
}

/** A waybill number is unique in the company (10003). */
export async function assertWaybillFree(db: Db, companyId: number, waybillNo: string | undefined | null, exceptId?: number): Promise<void> {
  if (!waybillNo) return;
  const [taken] = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.waybillNo, waybillNo), exceptId ? ne(orders.id, exceptId) : undefined));
  if (taken) throw new CommandError(10003, { field: 'waybillNo' });
}

/** Reference numbers are unique among the company's orders that are not cancelled. */
export async function assertReferencesFree(db: Db, companyId: number, input: CreateOrderInput, exceptId?: number): Promise<void> {
  const keys = ['referenceNo1', 'referenceNo2', 'referenceNo3'] as const;
  for (const key of keys) {
    const value = input[key];
    if (!value) continue;
    const [taken] = await db.select({ id: orders.id }).from(orders).where(and(
      eq(orders.companyId, companyId), ne(orders.status, 'cancelled'), exceptId ? ne(orders.id, exceptId) : undefined,
      or(eq(orders.referenceNo1, value), eq(orders.referenceNo2, value), eq(orders.referenceNo3, value)),
    )).limit(1);
    if (taken) throw fieldError(key, 'invalidValue');
  }
}

/** Replaces an order's boxes and invoice lines. */
export async function writeChildren(db: Db, orderId: number, input: CreateOrderInput): Promise<void> {
  await db.delete(orderBoxes).where(eq(orderBoxes.orderId, orderId));
  await db.delete(orderInvoiceLines).where(eq(orderInvoiceLines.orderId, orderId));
  await db.insert(orderBoxes).values(input.boxes.map((box) => ({ ...box, orderId })));
  if (input.invoiceLines.length) await db.insert(orderInvoiceLines).values(input.invoiceLines.map((line) => ({ orderId, line: line as Record<string, string | number> })));
}

export type HistoryChange = { field: string; before: unknown; after: unknown };

export async function writeHistory(db: Db, orderIds: number[], userId: number, action: string, changes: HistoryChange[] = [], reason?: string): Promise<void> {
  if (!orderIds.length) return;
  await db.insert(orderHistory).values(orderIds.map((orderId) => ({ orderId, action, changes, reason: reason ?? null, userId })));
}
