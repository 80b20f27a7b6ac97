import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow } from '../orderImport/orderImport.testing.ts';
import { orderInputFor } from './order.fixture.ts';
import { statusCountsOf, totalsOf, whereOf } from './order.list.ts';
import { summaryWhereOf } from './order.list.summary.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { orders } from './order.table.ts';

let t: TestApp;
let admin: string;
let base: Awaited<ReturnType<typeof orderInputFor>>;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  companyId = company.id;
  base = await orderInputFor(t.database.db, company.id);
});
afterAll(() => t.close());

/** The summary's sums per key against the same sums counted afresh from orders: rows in one and not the other. */
async function differences(): Promise<unknown[]> {
  return executeRows(t.database.db, sql`
    with fresh as (
      select company_id, coalesce(owner_company_id, 0) as owner, status, (created_at at time zone 'UTC')::date as day, kind,
        waybill_no is not null as with_waybill, coalesce(declared_currency, '') as currency,
        count(*)::int as orders, sum(pieces)::bigint as pieces, sum(weight) as weight, coalesce(sum(declared_value), 0) as declared_value,
        count(declared_value)::int as valued
      from orders group by 1, 2, 3, 4, 5, 6, 7),
    kept as (
      select company_id, owner_company_id, status, day, kind, with_waybill, declared_currency,
        sum(orders)::int, sum(pieces)::bigint, sum(weight), sum(declared_value), sum(valued)::int
      from order_day_totals group by 1, 2, 3, 4, 5, 6, 7 having sum(orders) <> 0 or sum(pieces) <> 0 or sum(weight) <> 0 or sum(valued) <> 0)
    (select 'missing' as side, * from (select * from fresh except select * from kept) as a)
    union all (select 'extra', * from (select * from kept except select * from fresh) as b)`);
}

describe('the per-day order summary', () => {
  it('holds what a fresh count finds after the demo seed, creates, status changes, edits, deletes and an import', async () => {
    expect(await differences()).toEqual([]);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) ids.push((await t.call<{ id: number }>('main', 'createOrder', { ...base, customerNo: `SUM-${i}`, declaredValue: 10 + i }, admin)).body.id);
    expect(await differences()).toEqual([]);
    const act = (action: string, at: number[], reason?: string) => t.call('main', 'applyOrderAction', { ids: at, action, reason }, admin);
    expect((await act('auditFail', ids.slice(0, 2), 'bad address')).code).toBe(0);
    expect((await act('cancel', [ids[2]], 'customer asked')).code).toBe(0);
    expect((await t.call('main', 'auditPass', { id: ids[3] }, admin)).code).toBe(0);
    expect(await differences()).toEqual([]);
    await t.database.db.execute(sql`update orders set weight = weight + 1, declared_value = null, created_at = created_at - interval '3 days' where id = ${ids[3]}`);
    await t.database.db.execute(sql`update orders set remarks = 'only a remark' where id = ${ids[0]}`);
    expect(await differences()).toEqual([]);
    await t.database.db.execute(sql`delete from orders where id in (${sql.join(ids.slice(1, 3).map((id) => sql`${id}`), sql`, `)})`);
    expect(await differences()).toEqual([]);
    const template = (await downloadTemplate(t, admin, 'receive')).bytes;
    const task = await importWorkbook(t, admin, await fillTemplate(template, 'receive', [orderRow('SUM-IMP-1'), orderRow('SUM-IMP-2')]));
    expect(task.status).toBe('succeeded');
    expect(await differences()).toEqual([]);
  });

  it('answers the totals and tab counts of the filters it keeps as counting the orders does', async () => {
    const db = t.database.db;
    await executeRows(db, sql`update ${orders} set declared_currency = 'HKD' where id % 3 = 0`);
    await executeRows(db, sql`update ${orders} set declared_value = null where id % 5 = 0`);
    const [{ day }] = await executeRows<{ day: string }>(db, sql`select to_char(max(created_at) at time zone 'UTC', 'YYYY-MM-DD') as day from ${orders}`);
    const filterSets = [
      {}, { status: 'toBeAudited' as const }, { kinds: ['receive' as const, 'fba' as const] }, { withWaybill: true }, { dateFrom: day, dateTo: day },
      { status: 'completed' as const, dateFrom: '2020-01-01', dateTo: day },
    ];
    for (const caller of [{ companyId, companyKind: 'carrier' as const }]) {
      for (const filters of filterSets) {
        const input = { pageSize: 50, currentPage: 1, withTotals: true, ...filters };
        const [summary, counts] = [summaryWhereOf(caller, input, true), summaryWhereOf(caller, input, false)];
        expect(summary).not.toBeNull();
        const where = whereOf(caller, input, true);
        expect(await totalsOf(db, where, summary, input)).toEqual(await totalsOf(db, where, null, input));
        const counted = await db.select({ status: orders.status, count: sql<number>`count(*)::int` }).from(orders).where(whereOf(caller, input, false)).groupBy(orders.status);
        const byStatus = (rows: { status: string; count: number }[]) => Object.fromEntries(rows.filter((row) => row.count > 0).map((row) => [row.status, row.count]));
        expect(byStatus(await statusCountsOf(db, caller, input))).toEqual(byStatus(counted));
        expect(counts).not.toBeNull();
      }
    }
    expect(summaryWhereOf({ companyId, companyKind: 'carrier' }, { customerId: 1 }, true)).toBeNull();
    expect(summaryWhereOf({ companyId, companyKind: 'carrier', customerId: 1 }, {}, true)).toBeNull();
  });
});
