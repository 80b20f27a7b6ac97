import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SettlementRow, SettlementSums, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { cents, money } from '../ledger/cash.testing.ts';
import { downloadFile, finishedTask, post, sheetValues } from '../tableImport/tableImport.testing.ts';
import { createSettlementFixture, rowOf, settlementCalls, today, type SettlementFixture } from './settlement.testing.ts';

let t: TestApp;
let admin: string;
let f: SettlementFixture;
let calls: ReturnType<typeof settlementCalls>;
const day = today();

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  calls = settlementCalls(t);
  f = await createSettlementFixture(t, admin);
});
afterAll(() => t.close());

const rowsBy = async (dimension: string, extra: Record<string, unknown> = {}) => {
  const answer = await calls.list({ dateFrom: day, dateTo: day, dimension, ...extra }, admin);
  expect(answer.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body;
};

/** The rows' sums per currency, added up exactly in cents (received and movement null when every row's is). */
function sumsOf(rows: SettlementRow[]): SettlementSums[] {
  const currencies = [...new Set(rows.map((row) => row.currency))].sort();
  const add = (list: SettlementRow[], key: 'receivable' | 'billed' | 'unbilled' | 'received' | 'balanceMovement') =>
    list.every((row) => row[key] === null) ? null : money(list.reduce((sum, row) => sum + cents(row[key] ?? '0'), 0n));
  return currencies.map((currency) => {
    const list = rows.filter((row) => row.currency === currency);
    return {
      currency, orders: list.reduce((sum, row) => sum + row.orders, 0), receivable: add(list, 'receivable')!, billed: add(list, 'billed')!,
      unbilled: add(list, 'unbilled')!, received: add(list, 'received'), balanceMovement: add(list, 'balanceMovement'),
    } as SettlementSums;
  });
}

describe('settlement details over a day', () => {
  it('by customer: audited priced orders, what bills carry, money received and the balance movement', async () => {
    const { list } = await rowsBy('customer');
    expect(rowOf(list, f.prepaidId)).toEqual({
      key: String(f.prepaidId), code: 'ST-PRE', name: '结算预付', currency: 'RMB', orders: 2, receivable: '355.16', billed: '0.00', unbilled: '355.16',
      received: '1000.00', balanceMovement: '644.84',
    });
    // The cancelled order and the one still to audit are not counted; the billed order's charge moved the balance.
    expect(rowOf(list, f.monthlyId)).toMatchObject({ code: 'ST-MON', orders: 1, receivable: '177.58', billed: '177.58', unbilled: '0.00', received: '0.00', balanceMovement: '-177.58' });
    expect(rowOf(list, f.monthlyId, 'USD')).toMatchObject({ orders: 1, receivable: '177.58', billed: '0.00', unbilled: '177.58', received: '0.00', balanceMovement: '0.00' });
  });

  it('by site: the customers of the site together', async () => {
    const { list } = await rowsBy('site');
    expect(rowOf(list, f.siteId)).toEqual({
      key: String(f.siteId), code: '1901', name: '结算测试网点', currency: 'RMB', orders: 3, receivable: '532.74', billed: '177.58', unbilled: '355.16',
      received: '1000.00', balanceMovement: '467.26',
    });
  });

  it('by channel: receivables only, money received is not attributable to a channel', async () => {
    const { list, footer } = await rowsBy('channel');
    expect(rowOf(list, f.rmbChannelId)).toMatchObject({ code: 'ST-RMB', orders: 3, receivable: '532.74', billed: '177.58', unbilled: '355.16', received: null, balanceMovement: null });
    expect(rowOf(list, f.usdChannelId, 'USD')).toMatchObject({ code: 'ST-USD', orders: 1, receivable: '177.58', received: null });
    expect(footer.every((sums) => sums.received === null && sums.balanceMovement === null)).toBe(true);
  });

  it('foots every dimension the same: the sums of all rows per currency', async () => {
    const footers = [];
    for (const dimension of ['customer', 'site', 'channel', 'period']) {
      const { list, footer, total } = await rowsBy(dimension, { bucket: 'day' });
      expect(total).toBe(list.length);
      expect(footer, dimension).toEqual(sumsOf(list));
      footers.push(footer.map(({ received: _r, balanceMovement: _m, ...sums }) => sums));
    }
    expect(new Set(footers.map((footer) => JSON.stringify(footer))).size).toBe(1);
    expect((await rowsBy('period', { bucket: 'day' })).list.map((row) => row.key)).toEqual(expect.arrayContaining([day]));
  });

  it('keeps one currency when asked, and pages the rows in code order', async () => {
    const usd = await rowsBy('customer', { currency: 'usd' });
    expect(usd.list.every((row) => row.currency === 'USD')).toBe(true);
    expect(usd.footer.map((sums) => sums.currency)).toEqual(['USD']);
    const all = await rowsBy('customer');
    const second = await calls.list({ dateFrom: day, dateTo: day, dimension: 'customer', pageSize: 50, currentPage: 1 }, admin);
    expect(second.body.list).toEqual(all.list.slice(0, 50));
    expect(all.list.map((row) => row.code)).toEqual([...all.list.map((row) => row.code)].sort());
  });
});

describe('periods and charts', () => {
  beforeAll(async () => {
    // One prepaid order audited on a Wednesday of 2020: the only order of that month.
    await t.database.db.execute(sql`update orders set audited_at = '2020-01-15T10:00:00Z' where id = ${f.prepaidOrders[1]}`);
  });

  it('puts an order in the UTC day, the week from its Monday, and its month', async () => {
    for (const [bucket, key] of [['day', '2020-01-15'], ['week', '2020-01-13'], ['month', '2020-01-01']]) {
      const { list } = (await calls.list({ dateFrom: '2020-01-01', dateTo: '2020-01-31', dimension: 'period', bucket }, admin)).body;
      expect(list, bucket).toEqual([{ key, code: null, name: null, currency: 'RMB', orders: 1, receivable: '177.58', billed: '0.00', unbilled: '177.58', received: '0.00', balanceMovement: '0.00' }]);
    }
    expect((await rowsBy('customer')).list.find((row) => row.key === String(f.prepaidId))?.orders).toBe(1);
  });

  it('charts every bucket of the range and the groups with the largest receivable', async () => {
    const range = { dateFrom: '2020-01-01', dateTo: '2020-03-31', currency: 'RMB', bucket: 'month' };
    const byCustomer = await calls.chart({ ...range, ranked: 'customer' }, admin);
    expect(byCustomer.body).toEqual({
      series: [
        { bucket: '2020-01-01', receivable: '177.58', received: '0.00' },
        { bucket: '2020-02-01', receivable: '0.00', received: '0.00' },
        { bucket: '2020-03-01', receivable: '0.00', received: '0.00' },
      ],
      top: [{ key: String(f.prepaidId), code: 'ST-PRE', name: '结算预付', receivable: '177.58', received: '0.00' }],
    });
    expect((await calls.chart({ ...range, ranked: 'channel' }, admin)).body.top).toEqual([{ key: String(f.rmbChannelId), code: 'ST-RMB', name: '结算ST-RMB', receivable: '177.58', received: null }]);
    // An English page names channels (and sites) by their English names.
    const english = await t.app.inject({
      method: 'POST', url: '/api/main/settlementChart/1.0', headers: { 'content-type': 'application/json' },
      payload: { head: { token: admin, language: 'en-US' }, body: { ...range, ranked: 'channel' } },
    });
    expect(JSON.parse((english.json() as { body: string }).body).top).toEqual([expect.objectContaining({ code: 'ST-RMB', name: 'ST-RMB' })]);
    const todays = await calls.chart({ dateFrom: day, dateTo: day, currency: 'RMB', bucket: 'day', ranked: 'site' }, admin);
    expect((todays.body.top as unknown[]).length).toBeLessThanOrEqual(10);
    expect(todays.body.series).toEqual([expect.objectContaining({ bucket: day })]);
  });
});

describe('who may read them and what is refused', () => {
  it('refuses a customer\'s login and a cargo owner (10021), and a clerk without settlement.view', async () => {
    for (const account of ['democust', 'demoowner', 'demooper']) {
      const token = await t.login(account);
      expect((await calls.list({ dateFrom: day, dateTo: day, dimension: 'customer' }, token)).code, account).toBe(10021);
      expect((await calls.chart({ dateFrom: day, dateTo: day, currency: 'RMB', ranked: 'customer' }, token)).code, account).toBe(10021);
    }
  });

  it('answers the cashier (a finance reader) its own company\'s figures only', async () => {
    expect((await calls.list({ dateFrom: day, dateTo: day, dimension: 'customer' }, await t.login('democash'))).code).toBe(0);
    const other = await calls.list({ dateFrom: day, dateTo: day, dimension: 'customer' }, await t.login('otheradmin'));
    expect(other.code).toBe(0);
    expect(other.body.list.filter((row) => [String(f.prepaidId), String(f.monthlyId)].includes(row.key))).toEqual([]);
  });

  it('refuses a range beyond 366 days, one ending before it starts, and an unknown currency', async () => {
    expect((await calls.list({ dateFrom: '2025-01-01', dateTo: '2026-01-02', dimension: 'customer' }, admin)).body).toMatchObject({ field: 'dateTo', reason: 'tooBig' });
    expect((await calls.list({ dateFrom: '2025-01-02', dateTo: '2025-01-01', dimension: 'site' }, admin)).body).toMatchObject({ field: 'dateFrom', reason: 'invalidValue' });
    expect((await calls.list({ dateFrom: day, dateTo: day, dimension: 'site', currency: 'EUR' }, admin)).body).toMatchObject({ field: 'currency' });
    expect((await calls.chart({ dateFrom: day, dateTo: day, ranked: 'period', currency: 'RMB' }, admin)).body).toMatchObject({ field: 'ranked' });
  });
});

describe('the export', () => {
  it('writes the rows and the sums per currency, in the caller\'s language', async () => {
    const answer = (await post(t, 'exportSettlementDetails', admin, { dateFrom: day, dateTo: day, dimension: 'customer' }, 'en-US')).json() as { result_code: number; body: string };
    expect(answer.result_code, answer.body).toBe(0);
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    expect(task).toMatchObject({ type: 'settlementExport', commonName: 2, status: 'succeeded' });
    const rows = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(rows[0]).toEqual(['Customer code', 'Customer name', 'Currency', 'Orders', 'Receivable', 'Billed', 'Unbilled', 'Received', 'Balance movement']);
    expect(rows).toContainEqual(['ST-MON', '结算月结', 'RMB', '1', '177.58', '177.58', '0', '0', '-177.58']);
    const { list, footer } = await rowsBy('customer');
    expect(rows.length).toBe(1 + list.length + footer.length);
    expect(rows[1 + list.length][0]).toBe('Total');
    expect(rows.at(-1)?.slice(2, 5)).toEqual([footer.at(-1)!.currency, String(footer.at(-1)!.orders), String(Number(footer.at(-1)!.receivable))]);
  });

  it('refuses a customer\'s login before any task is queued', async () => {
    const answer = (await post(t, 'exportSettlementDetails', await t.login('democust'), { dateFrom: day, dateTo: day, dimension: 'customer' })).json() as { result_code: number };
    expect(answer.result_code).toBe(10021);
  });
});
