import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CreateOrderInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { ownerColumnOf, orderBoxes, orders } from '../order/index.ts';
import type { OrderPriceDraft } from '../price/index.ts';

type Row = Record<string, unknown>;
export type NewOrder = typeof orders.$inferInsert & { id: number; orderNo: string };
/** What an automatic audit needs to know of a new order: its number, its channel, its customer and selling price (credit control). */
export type OrderHead = { id: number; orderNo: string; channelId: number; waybillNo: string | null; customerId: number; price: OrderPriceDraft | undefined };
/**
 * Orders with their boxes and invoice lines as JSON rows keyed by column name, ready for one insert statement, and
 * the orders' heads for the audit that may follow (those waiting for it: an order the blacklist holds is not
 * audited), and the history rows of the blacklist's holds and warnings.
 * `prices`: each order's 'created' prices (priceOrders), written after it.
 */
export type OrderBatch = { orders: Row[]; boxes: Row[]; lines: Row[]; heads: OrderHead[]; notes: Row[]; prices: PricedOrder[] };
/** A new order's prices, priced before the final write. */
export type PricedOrder = { orderId: number; drafts: readonly OrderPriceDraft[] };
/** An order's blacklist hold or warning as its history row records it (blacklistHistory). */
export type OrderNote = { action: string; changes: unknown[] };

const columnNames = (table: PgTable) => new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
const ORDER_COLUMNS = columnNames(orders);
const BOX_COLUMNS = columnNames(orderBoxes);

/**
 * Ids for `count` new orders from the orders id sequence in one query, numbered as insertOrder numbers them:
 * 'PF', the day (yyMMdd) and the id, 8 digits or more.
 */
export async function drawOrderNumbers(db: Db, count: number): Promise<{ id: number; orderNo: string }[]> {
  const prefix = `PF${new Date().toISOString().slice(2, 10).replaceAll('-', '')}`;
  const rows = await executeRows<{ id: string }>(db, sql`select nextval(pg_get_serial_sequence('orders', 'id'))::text as id from generate_series(1, ${count})`);
  // In the file's order: its first order gets the lowest number.
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b).map((id) => ({ id, orderNo: `${prefix}${String(id).padStart(8, '0')}` }));
}

/** A row as JSON keyed by column name; undefined fields are left out, so their columns take their defaults. */
function rowByColumn(columns: Map<string, string>, values: Row): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(values)) if (value !== undefined) row[columns.get(key)!] = value;
  return row;
}

/** New orders with their boxes and invoice lines, each row carrying its order's id. */
export function orderBatchOf(entries: { order: NewOrder; input: CreateOrderInput; note?: OrderNote; prices: readonly OrderPriceDraft[] }[]): OrderBatch {
  return {
    orders: entries.map(({ order }) => rowByColumn(ORDER_COLUMNS, order)),
    boxes: entries.flatMap(({ order, input }) => input.boxes.map((box) => rowByColumn(BOX_COLUMNS, { ...box, orderId: order.id }))),
    lines: entries.flatMap(({ order, input }) => input.invoiceLines.map((line) => ({ order_id: order.id, line }))),
    heads: entries.filter(({ order }) => order.status === 'toBeAudited').map(({ order, prices }) => ({
      id: order.id, orderNo: order.orderNo, channelId: order.channelId, waybillNo: order.waybillNo ?? null, customerId: order.customerId,
      price: prices.find((draft) => draft.kind === 'sell'),
    })),
    notes: entries.flatMap(({ order, note }) => (note ? [{ order_id: order.id, ...note }] : [])),
    prices: entries.map(({ order, prices }) => ({ orderId: order.id, drafts: prices })),
  };
}

/** The numbers of the batches' orders in the file's order, the first `max` of them. */
export function orderNosOf(batches: OrderBatch[], max: number): string[] {
  return batches.flatMap((batch) => batch.orders.map((row) => String(row.order_no))).slice(0, max);
}

/** Every column some row of the batch gives; the others take their defaults (a row without one gets null). */
const columnsOf = (rows: Row[]) => [...new Set(rows.flatMap((row) => Object.keys(row)))];
const columnList = (names: string[], alias?: string) =>
  sql.join(names.map((name) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(name)}` : sql.identifier(name))), sql`, `);
/** The rows' values: the owner column takes each customer's owner where the importer names none (order.owner.ts). */
const selectList = (names: string[]) => sql.join(names.map((name) => (name === 'owner_company_id'
  ? ownerColumnOf(sql`o.owner_company_id`, sql`o.customer_id`)
  : sql`${sql.identifier('o')}.${sql.identifier(name)}`)), sql`, `);

/**
 * A batch of orders with their boxes, invoice lines and 'create' history rows in one statement of data-modifying
 * CTEs, as insertOrder writes one order: the rows go as JSON read by jsonb_populate_recordset, which casts each
 * value to its column's type, and the foreign keys are checked at the statement's end.
 */
export async function insertOrderBatch(db: Db, batch: OrderBatch, userId: number): Promise<void> {
  const orderColumns = [...new Set([...columnsOf(batch.orders), 'owner_company_id'])];
  const boxColumns = columnsOf(batch.boxes);
  await db.execute(sql`
    with created as (
      insert into orders (${columnList(orderColumns)})
      select ${selectList(orderColumns)} from jsonb_populate_recordset(null::orders, ${JSON.stringify(batch.orders)}::jsonb) as o
      returning id),
    boxes as (
      insert into order_boxes (${columnList(boxColumns)})
      select ${columnList(boxColumns, 'b')} from jsonb_populate_recordset(null::order_boxes, ${JSON.stringify(batch.boxes)}::jsonb) as b),
    lines as (
      insert into order_invoice_lines (order_id, line)
      select (l->>'order_id')::bigint, l->'line' from jsonb_array_elements(${JSON.stringify(batch.lines)}::jsonb) as l),
    history as (
      insert into order_history (order_id, action, changes, user_id)
      select id, 'create', '[]'::jsonb, ${userId}::int from created
      union all
      select (n->>'order_id')::bigint, n->>'action', n->'changes', ${userId}::int from jsonb_array_elements(${JSON.stringify(batch.notes)}::jsonb) as n)
    select 1`);
}
