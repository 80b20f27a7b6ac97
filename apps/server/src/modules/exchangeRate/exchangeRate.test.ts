import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConvertAmountOutput, ExchangeRateView, Page, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';
import { downloadFile, finishedTask, importTable, post, sheetValues, workbookOf } from '../tableImport/tableImport.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveExchangeRate', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<ExchangeRateView>>('main', 'listExchangeRates', { pageSize: 300, ...filters }, token)).body;
const convert = (body: Record<string, unknown>, token = admin) => t.call<ConvertAmountOutput>('main', 'convertAmount', body, token);
const HEADER = ['From currency', 'To currency', 'In force from', 'Rate'];

describe('exchange rates', () => {
  let id: number;
  it('keeps a rate per pair and first day as exact decimal text, newest first, logged', async () => {
    const created = await save({ fromCurrency: 'usd', toCurrency: 'THB', effectiveDate: '2026-03-01', rate: '35.12500000' });
    expect(created.code).toBe(0);
    id = created.body.id;
    expect((await list({ currency: 'THB' })).list.find((row) => row.id === id)).toMatchObject({ fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-03-01', rate: '35.125' });
    expect((await save({ id, fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-03-01', rate: '35.2' })).code).toBe(0);
    expect((await auditRowsOf(t, 'exchangeRate', id)).map((row) => row.action)).toEqual(['update', 'create']);
    const days = (await list()).list.map((row) => row.effectiveDate);
    expect(days).toEqual([...days].sort().reverse());
  });

  it('refuses a second rate for the pair on that day, one currency on both sides, a float-like or zero rate', async () => {
    expect((await save({ fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-03-01', rate: '36' })).body).toEqual({ field: 'effectiveDate', reason: 'duplicate' });
    expect((await save({ fromCurrency: 'USD', toCurrency: 'USD', effectiveDate: '2026-03-02', rate: '1' })).body).toMatchObject({ field: 'toCurrency', reason: 'invalidValue' });
    expect((await save({ fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-03-02', rate: '1e-9' })).body).toMatchObject({ field: 'rate', reason: 'invalidFormat' });
    expect((await save({ fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-03-02', rate: '0.000' })).body).toMatchObject({ field: 'rate', reason: 'tooSmall' });
    expect((await save({ fromCurrency: 'EUR', toCurrency: 'THB', effectiveDate: '2026-03-02', rate: '38' })).body).toMatchObject({ field: 'fromCurrency' });
  });

  it('converts at the rate in force on the day, or by the inverse of the reverse pair, rounded half up once', async () => {
    expect((await save({ fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-04-01', rate: '36.5' })).code).toBe(0);
    expect((await convert({ fromCurrency: 'USD', toCurrency: 'THB', day: '2026-03-31', amount: '10.05' })).body)
      .toEqual({ amount: '353.76', rate: '35.2', source: { fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-03-01', rate: '35.2' } });
    expect((await convert({ fromCurrency: 'USD', toCurrency: 'THB', day: '2026-04-01', amount: '1' })).body.amount).toBe('36.50');
    // 100 THB at 1 / 36.5 = 0.02739726 USD.
    expect((await convert({ fromCurrency: 'THB', toCurrency: 'USD', day: '2026-04-02', amount: '100' })).body)
      .toMatchObject({ amount: '2.74', rate: '0.02739726', source: { fromCurrency: 'USD', effectiveDate: '2026-04-01' } });
    expect((await convert({ fromCurrency: 'USD', toCurrency: 'THB', day: '2026-02-28', amount: '1' })).body).toEqual({ field: 'day', reason: 'notFound' });
  });

  it('is never seen, used or changed by another company', async () => {
    expect((await list({ currency: 'THB' }, other)).total).toBe(0);
    expect((await convert({ fromCurrency: 'USD', toCurrency: 'THB', day: '2026-04-02', amount: '1' }, other)).body).toEqual({ field: 'day', reason: 'notFound' });
    expect((await save({ id, fromCurrency: 'USD', toCurrency: 'THB', effectiveDate: '2026-03-01', rate: '1' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteExchangeRate', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
  });

  it('imports and exports in Excel, refusing a pair and day the company holds', async () => {
    const good = await importTable(t, admin, 'startExchangeRateImport', await workbookOf(HEADER, [['HKD', 'THB', '2026-05-01', 4.6125], ['usd', 'hkd', '2026-05-01', '7.8']]));
    expect(good.errorInfo).toBeFalsy();
    expect((await list({ currency: 'HKD' })).list.filter((row) => row.effectiveDate === '2026-05-01').map((row) => `${row.fromCurrency}/${row.toCurrency} ${row.rate}`).sort())
      .toEqual(['HKD/THB 4.6125', 'USD/HKD 7.8']);
    const taken = await importTable(t, admin, 'startExchangeRateImport', await workbookOf(HEADER, [['HKD', 'THB', '2026-05-01', 5], ['HKD', 'THB', '2026-06-01', 5]]));
    expect(taken.status).toBe('failed');
    expect((await list({ currency: 'HKD' })).list.some((row) => row.effectiveDate === '2026-06-01')).toBe(false);
    const answer = (await post(t, 'startExchangeRateExport', admin, { currency: 'THB' }, 'en-US')).json() as { body: string };
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    const [header, ...rows] = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(header).toEqual(HEADER);
    expect(rows).toContainEqual(['HKD', 'THB', '2026-05-01', '4.6125']);
  });

  it('deletes a rate', async () => {
    expect((await t.call('main', 'deleteExchangeRate', { id }, admin)).code).toBe(0);
    expect((await list({ currency: 'THB' })).list.some((row) => row.id === id)).toBe(false);
  });
});
