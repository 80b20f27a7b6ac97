import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../company/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderInputFor } from './order.fixture.ts';

type List = { list: { orderNo: string; pieces: number }[]; total?: number; footer?: { pieces: number; weight: number; declaredValues: Record<string, number> }; pasted?: { missing: string[]; missingTotal: number; duplicates: string[]; duplicatesTotal: number } };
let t: TestApp;
let admin: string;
let base: Awaited<ReturnType<typeof orderInputFor>>;
const orderNos: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  base = await orderInputFor(t.database.db, company.id);
  for (let i = 0; i < 3; i++) orderNos.push((await t.call<{ orderNo: string }>('main', 'createOrder', base, admin)).body.orderNo);
});
afterAll(() => t.close());

const list = (input: Record<string, unknown>) => t.call<List>('main', 'listOrders', input, admin);

describe('listOrders', () => {
  it('pages with totals of the whole filtered set, newest first', async () => {
    const page = await list({ pageSize: 50, status: 'toBeAudited' });
    expect(page.body.list.length).toBeLessThanOrEqual(50);
    expect(page.body.footer?.pieces).toBeGreaterThanOrEqual(6);
    expect(page.body.list[0].orderNo).toBe(orderNos[2]);
    const counts = await t.call<Record<string, number>>('main', 'countOrdersByStatus', {}, admin);
    expect(counts.body.toBeAudited).toBe(page.body.total);
    expect(counts.body.all).toBeGreaterThan(counts.body.toBeAudited);
  });

  it('pages a sort with ties exactly as one long page holds it', async () => {
    const sorts = [{}, { orderField: 'pieces', orderType: 'desc' }, { orderField: 'weight', orderType: 'asc' }, { status: 'toBeAudited', orderField: 'weight', orderType: 'desc' }];
    for (const sort of sorts) {
      const whole = await list({ ...sort, pageSize: 100 });
      const paged = [];
      for (let currentPage = 1; currentPage <= 10; currentPage++) paged.push(...(await list({ ...sort, pageSize: 10, currentPage })).body.list);
      expect(paged.map((o) => o.orderNo)).toEqual(whole.body.list.map((o) => o.orderNo));
    }
  });

  it('answers the totals only when asked, declared values summed per currency', async () => {
    const values = [{ declaredValue: 40, declaredCurrency: 'USD' }, { declaredValue: 15.5, declaredCurrency: 'HKD' }, { declaredValue: 2.25, declaredCurrency: 'USD' }, { declaredValue: undefined, declaredCurrency: undefined }];
    for (const [i, value] of values.entries()) await t.call('main', 'createOrder', { ...base, ...value, customerNo: `CUR-${i}` }, admin);
    const pasted = { sortField: 'customerNo', sortValue: values.map((_, i) => `CUR-${i}`).join('\n') };
    const page = await list(pasted);
    expect(page.body.total).toBe(4);
    expect(page.body.footer).toEqual({ pieces: 8, weight: 14, declaredValues: { USD: 42.25, HKD: 15.5 } });
    const without = await list({ ...pasted, withTotals: false });
    expect(without.body.list).toHaveLength(4);
    expect(without.body).not.toHaveProperty('total');
    expect(without.body).not.toHaveProperty('footer');
    expect((await list({ status: 'toBeAudited', withTotals: false })).body).toEqual({ list: expect.any(Array) });
  });

  it('refuses a start after the end and a range over 31 days', async () => {
    expect((await list({ dateFrom: '2026-02-02', dateTo: '2026-02-01' })).body).toEqual({ field: 'dateFrom', reason: 'invalidValue' });
    expect((await list({ dateFrom: '2026-01-01', dateTo: '2026-02-01' })).body).toEqual({ field: 'dateTo', reason: 'tooBig', max: 31 });
    expect((await list({ dateFrom: '2026-01-01', dateTo: '2026-01-31' })).code).toBe(0);
  });

  it('answers pasted numbers in their order with the missing and duplicated ones', async () => {
    const sortValue = [orderNos[1], 'NOPE-1', orderNos[0], orderNos[1], 'NOPE-2'].join('\n');
    const page = await list({ sortField: 'orderNo', sortValue });
    expect(page.body.list.map((o) => o.orderNo)).toEqual([orderNos[1], orderNos[0]]);
    expect(page.body.pasted).toEqual({ missing: ['NOPE-1', 'NOPE-2'], missingTotal: 2, duplicates: [orderNos[1]], duplicatesTotal: 1 });
    const tooMany = Array.from({ length: 5001 }, (_, i) => `N${i}`).join('\n');
    expect((await list({ sortField: 'orderNo', sortValue: tooMany })).code).toBe(20227);
  });
});

describe('autocompletes', () => {
  it('answers customers, channels, countries and FBA warehouses ten a page', async () => {
    const customers = await t.call<{ list: { label: string }[]; pageCount: number }>('main', 'customerComboBox', { keyword: 'C000' }, admin);
    expect(customers.body.list.map((c) => c.label)).toEqual(['C0001 星河跨境', 'C0002 优品贸易']);
    const channels = await t.call<{ list: unknown[] }>('main', 'transSortComBox', { keyword: 'HY', companyNo: 'x', identification: 1 }, admin);
    expect(channels.body.list).toHaveLength(8);
    // An order form is offered the enabled channels only (the demo's HY-AU-AIR is disabled).
    const orderable = await t.call<{ list: unknown[] }>('main', 'transSortComBox', { keyword: 'HY', purpose: 'order' }, admin);
    expect(orderable.body.list).toHaveLength(7);
    const countries = await t.call<{ list: { value: string }[]; pageCount: number }>('main', 'getDestCountryComboBox', { pageIndex: 1, pageSize: 10, keyword: '' }, admin);
    expect(countries.body.list).toHaveLength(10);
    expect(countries.body.pageCount).toBeGreaterThan(22);
    const warehouses = await t.call<{ list: { value: string; extra: Record<string, string> }[] }>('main', 'fbaWarehouseComboBox', { keyword: 'ont' }, admin);
    expect(warehouses.body.list).toMatchObject([{ value: 'ONT8', extra: { city: 'Moreno Valley', country: 'US' } }]);
  });
});
