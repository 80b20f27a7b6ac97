import { and, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CommandError, type CreateOrderInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { throwIfProblem, type OrderFieldsProblem } from './order.checks.ts';
import { ownerColumnOf } from './order.owner.ts';
import { executePrepared } from '../../db/execute-prepared.ts';
import { orderBoxes, orderHistory, orderInvoiceLines, orders } from './order.table.ts';

type OrderValues = Omit<typeof orders.$inferInsert, 'companyId' | 'orderNo' | 'status' | 'customerId'>;
type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'orderNo' | 'remoteClass'>;

/** The order's own columns from the form (the boxes and invoice lines go to their tables). */
export function orderValues(input: CreateOrderInput): OrderValues {
  const { boxes: _boxes, invoiceLines: _lines, carrierCompanyNo: _carrier, customerId: _customer, ...fields } = input;
  return { ...fields, subWaybillNos: fields.subWaybillNos ?? [], country: input.receiver.country, notifier: input.notifier ?? null, partnerCompanyNo: fields.partnerCompanyNo?.toUpperCase() ?? null };
}

/** Column names by field key: the rows below are written through jsonb_populate_record(set), keyed by column. */
const columnNames = (table: PgTable) => new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
const ORDER_COLUMNS = columnNames(orders);
const BOX_COLUMNS = columnNames(orderBoxes);
const BOX_FIELDS = [...BOX_COLUMNS.values()].filter((name) => name !== 'id' && name !== 'order_id');
/** Written on every new order, a field left out as NULL: the columns without a default (id and order_no aside). */
const ORDER_FIELDS = new Set(Object.values(getTableColumns(orders)).filter((column) => !column.hasDefault && column.name !== 'order_no').map((column) => column.name));
const columnList = (names: string[], alias = '') => sql.raw(names.map((name) => `${alias}"${name}"`).join(', '));
const BOX_COLUMN_LIST = columnList(BOX_FIELDS);
const BOX_VALUES = columnList(BOX_FIELDS, 'b.');

/** The insert's column list and its values, but for the remote class, the statement's own lookup. */
type InsertShape = { columns: SQL; values: (remoteClass: SQL) => SQL };
/**
 * Per set of columns written (a handful: columns with a default are written only when given), built once: building
 * them, an SQL part per column, was a tenth of what createOrder allocates.
 */
const INSERT_SHAPES = new Map<string, InsertShape>();

/** The new row's values: the owner column takes the customer's owner when the writer names none (order.owner.ts). */
function insertShapeOf(names: string[]): InsertShape {
  const key = names.join();
  const known = INSERT_SHAPES.get(key);
  if (known) return known;
  const valueOf = (name: string) => (name === 'owner_company_id' ? ownerColumnOf(sql.raw('o."owner_company_id"'), sql.raw('o."customer_id"')) : sql.raw(`o."${name}"`));
  const at = names.indexOf('remote_class');
  const before = names.slice(0, at).map(valueOf);
  const after = names.slice(at + 1).map(valueOf);
  const shape = { columns: columnList(names), values: (remoteClass: SQL) => sql.join([...before, remoteClass, ...after], sql`, `) };
  INSERT_SHAPES.set(key, shape);
  return shape;
}

/** A row as JSON keyed by column name; undefined fields are left out. */
function rowByColumn(columns: Map<string, string>, values: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) row[columns.get(key)!] = value;
  return row;
}

/**
 * A new order as insertOrder writes it: its checks (orderFieldsProblem), its columns, the form's boxes and lines, the
 * history notes after 'create', and its remote class as an expression of the statement (remoteClassExpression).
 */
export type NewOrderWrite = {
  problem: SQL; values: NewOrder; input: CreateOrderInput; userId: number; notes?: HistoryNote[]; remoteClass: SQL;
  /** The insert of the order's prices, given the statement's relation holding the new order's id (Services.pricingOfNewOrder). */
  prices: (created: SQL) => SQL;
};

export type HistoryChange = { field: string; before: unknown; after: unknown };
/** A history row written with a new order after its 'create' row (a blacklist hold or warning). */
export type HistoryNote = { action: string; changes: HistoryChange[] };

/**
 * Checks a new order's fields and writes it, with its remote class looked up, its boxes, invoice lines, 'create'
 * history row and the notes after it (a blacklist hold or warning) and its prices, in one statement of data-modifying CTEs: one round trip (each its own
 * made createOrder slow), atomic without BEGIN/COMMIT (the foreign keys are checked at the statement's end),
 * prepared once per connection and text.
 * Nothing is written when the checks find a problem (orderFieldsProblem), which is thrown. The rows go as JSON
 * read by jsonb_populate_record(set), which casts each value to its column's type: building the 40-column insert
 * with drizzle cost about half a millisecond of CPU per order.
 * The order number: 'PF', the day (yyMMdd) and the row's id from the orders id sequence, 8 digits or more.
 * The sequence never gives a number twice, so numbers are unique and never reused without a counter table.
 */
export async function insertOrder(db: Db, order: NewOrderWrite): Promise<{ id: number; orderNo: string }> {
  const { problem, input, userId, notes = [] } = order;
  const prefix = `PF${new Date().toISOString().slice(2, 10).replaceAll('-', '')}`;
  const row = rowByColumn(ORDER_COLUMNS, order.values);
  // A column with a default is written only when given (else it takes its default), so the text takes few shapes.
  const shape = insertShapeOf([...new Set([...ORDER_FIELDS, ...Object.keys(row), 'remote_class'])]);
  const boxes = input.boxes.map((box) => rowByColumn(BOX_COLUMNS, box));
  // The notes go as one JSON parameter beside 'create', so the statement's text (prepared once) stays the same.
  const history: HistoryNote[] = [{ action: 'create', changes: [] }, ...notes];
  const [written] = await executePrepared<{ problem: OrderFieldsProblem | null; id: string | number; order_no: string }>(db, sql`
    with checked as (select ${problem} as problem),
    next_id as (select nextval(pg_get_serial_sequence('orders', 'id')) as id from checked where problem is null),
    created as (
      insert into orders (id, order_no, ${shape.columns})
      select next_id.id, ${prefix} || lpad(next_id.id::text, greatest(8, length(next_id.id::text)), '0'), ${shape.values(order.remoteClass)}
      from next_id, jsonb_populate_record(null::orders, ${JSON.stringify(row)}::jsonb) as o
      returning id, order_no),
    boxes as (
      insert into order_boxes (order_id, ${BOX_COLUMN_LIST})
      select created.id, ${BOX_VALUES}
      from created, jsonb_populate_recordset(null::order_boxes, ${JSON.stringify(boxes)}::jsonb) as b),
    lines as (
      insert into order_invoice_lines (order_id, line)
      select created.id, line from created, jsonb_array_elements(${JSON.stringify(input.invoiceLines)}::jsonb) as line),
    history as (
      insert into order_history (order_id, action, changes, user_id)
      select created.id, h.note->>'action', h.note->'changes', ${userId}
      from created, jsonb_array_elements(${JSON.stringify(history)}::jsonb) with ordinality as h(note, n) order by h.n),
    prices as (${order.prices(sql`created`)})
    select checked.problem, created.id, created.order_no from checked left join created on true`);
  throwIfProblem(written.problem, input);
  return { id: Number(written.id), orderNo: written.order_no };
}

/** A waybill number is unique in the company (10003). */
export async function assertWaybillFree(db: Db, companyId: number, waybillNo: string | undefined | null, exceptId?: number): Promise<void> {
  if (!waybillNo) return;
  const [taken] = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.waybillNo, waybillNo), exceptId ? ne(orders.id, exceptId) : undefined));
  if (taken) throw new CommandError(10003, { field: 'waybillNo' });
}

/** Replaces an order's boxes and invoice lines. */
export async function writeChildren(db: Db, orderId: number, input: CreateOrderInput): Promise<void> {
  await db.delete(orderBoxes).where(eq(orderBoxes.orderId, orderId));
  await db.delete(orderInvoiceLines).where(eq(orderInvoiceLines.orderId, orderId));
  await db.insert(orderBoxes).values(input.boxes.map((box) => ({ ...box, orderId })));
  if (input.invoiceLines.length) await db.insert(orderInvoiceLines).values(input.invoiceLines.map((line) => ({ orderId, line })));
}

export async function writeHistory(db: Db, orderIds: number[], userId: number, action: string, changes: HistoryChange[] = [], reason?: string): Promise<void> {
  if (!orderIds.length) return;
  await db.insert(orderHistory).values(orderIds.map((orderId) => ({ orderId, action, changes, reason: reason ?? null, userId })));
}
