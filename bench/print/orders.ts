import { and, asc, eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '@parcelflow/server/src/db/client.ts';
import { companies } from '@parcelflow/server/src/modules/company/company.table.ts';
import { orders } from '@parcelflow/server/src/modules/order/order.table.ts';
import { BENCH_COMPANY_NO } from '../orders/settings.ts';

/** A set of printable orders: created on `day` (UTC), of one channel, numbered from `prefix`. */
export type PrintableSet = { day: string; prefix: string; count: number };
export type PreparedSet = PrintableSet & { channelId: number; firstId: number; waybillNos: string[]; ids: number[] };

/**
 * Inserts `count` copies of one of the demo carrier's one-piece 'receive' orders, each audited and waiting to ship
 * ('toShip') with its own waybill number (`<prefix><n>`, a Code 128 the label engine takes), order number, customer
 * and reference number and sub-waybill number, all created on `day`: a filter of that day and the channel finds
 * exactly them. One INSERT ... SELECT over generate_series per set.
 */
export async function insertPrintableOrders(db: Db, set: PrintableSet): Promise<PreparedSet> {
  const [company] = await db.select().from(companies).where(eq(companies.companyNo, BENCH_COMPANY_NO));
  const [model] = await db.select().from(orders)
    .where(and(eq(orders.companyId, company.id), eq(orders.kind, 'receive'))).orderBy(asc(orders.id)).limit(1);
  if (!model) throw new Error(`no 'receive' order of ${BENCH_COMPANY_NO} to copy`);
  const replaced: Record<string, ReturnType<typeof sql>> = {
    status: sql`'toShip'`,
    version: sql`1`,
    order_no: sql`${`${set.prefix}O`} || lpad(g::text, 7, '0')`,
    waybill_no: sql`${set.prefix} || lpad(g::text, 7, '0')`,
    sub_waybill_nos: sql`jsonb_build_array(${set.prefix} || lpad(g::text, 7, '0') || '001')`,
    customer_no: sql`${`${set.prefix}C`} || g`,
    reference_no1: sql`${`${set.prefix}R`} || g`,
    reference_no2: sql`null`,
    pieces: sql`1`,
    weight: sql`0.5 + (g % 40) / 4.0`,
    receiver: sql`jsonb_set(receiver, '{name}', to_jsonb('Customer ' || g))`,
    created_at: sql`${`${set.day}T00:00:00Z`}::timestamptz + g * interval '1 second'`,
    updated_at: sql`${`${set.day}T00:00:00Z`}::timestamptz + g * interval '1 second'`,
    audited_at: sql`${`${set.day}T03:00:00Z`}::timestamptz + g * interval '1 second'`,
    audit_fail_reason: sql`null`,
    cancel_reason: sql`null`,
  };
  const columns = getTableConfig(orders).columns.map((column) => column.name).filter((name) => name !== 'id');
  const values = columns.map((name) => replaced[name] ?? sql.raw(`"${name}"`));
  const inserted = await db.execute(sql`
    insert into orders (${sql.raw(columns.map((name) => `"${name}"`).join(', '))})
    select ${sql.join(values, sql`, `)} from orders, generate_series(1, ${set.count}) as g where orders.id = ${model.id}
    returning id, waybill_no`);
  const rows = (inserted as unknown as { rows: { id: number | string; waybill_no: string }[] }).rows
    .map((row) => ({ id: Number(row.id), waybillNo: row.waybill_no })).sort((a, b) => a.id - b.id);
  return { ...set, channelId: model.channelId, firstId: rows[0].id, waybillNos: rows.map((row) => row.waybillNo), ids: rows.map((row) => row.id) };
}

/** After the inserts: statistics as a settled table has them. */
export async function analyzeOrders(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) orders`);
}
