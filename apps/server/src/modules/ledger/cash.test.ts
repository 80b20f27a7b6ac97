import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { addUser } from '../partner/partner.testing.ts';
import { cashCalls, sumsOf } from './cash.testing.ts';

let t: TestApp;
let cash: ReturnType<typeof cashCalls>;
let admin: string;
let id: Record<'C0001' | 'C1001' | 'C1002' | 'C1003' | 'G0001', number>;
beforeAll(async () => {
  t = await createTestApp();
  cash = cashCalls(t);
  admin = await t.login('demoadmin');
  const ids = demoIds(t);
  id = {
    C0001: await ids.customer('HYEXP', 'C0001'), C1001: await ids.customer('HYEXP', 'C1001'), C1002: await ids.customer('HYEXP', 'C1002'),
    C1003: await ids.customer('HYEXP', 'C1003'), G0001: await ids.customer('GLBX', 'G0001'),
  };
  for (const [customer, currency, amount] of [['C1001', 'RMB', '100.50'], ['C1002', 'RMB', '20'], ['C1001', 'USD', '-5.25'], ['C0001', 'RMB', '50']] as const) {
    expect((await cash.adjust(id[customer], currency, amount, admin)).code).toBe(0);
  }
});
afterAll(() => t.close());

describe('listCashAccounts', () => {
  it('lists one row per account by customer code and currency, amounts as text, with the sums of the whole filtered list', async () => {
    const { body } = await cash.list({ keyword: 'c100' }, admin);
    const mine = body.list.filter((row) => ['C1001', 'C1002'].includes(row.customerCode));
    expect(mine.map((row) => [row.customerCode, row.currency, row.balance, row.reserved, row.available, row.creditLimit])).toEqual([
      ['C1001', 'RMB', '100.50', '0.00', '100.50', null], ['C1001', 'USD', '-5.25', '0.00', '-5.25', null], ['C1002', 'RMB', '20.00', '0.00', '20.00', null],
    ]);
    expect(body.list.map((row) => `${row.customerCode} ${row.currency}`)).toEqual(body.list.map((row) => `${row.customerCode} ${row.currency}`).sort());
    expect(mine[0]).toMatchObject({ customerName: '迅捷电子', settlementType: 'halfMonth', carrierCompanyNo: 'HYEXP' });
    expect(body.footer).toEqual(sumsOf(body.list));
    expect(body.footer.find((sums) => sums.currency === 'USD')).toEqual({ currency: 'USD', balance: '-5.25', reserved: '0.00', available: '-5.25' });
    const beyond = (await cash.list({ keyword: 'C100', pageSize: 50, currentPage: 2 }, admin)).body;
    expect(beyond).toEqual({ list: [], total: body.total, footer: body.footer });
  });

  it('filters by currency, customer, settlement type and overdrawn accounts', async () => {
    const rows = async (filters: Record<string, unknown>) => (await cash.list({ keyword: 'C100', ...filters }, admin)).body.list.map((row) => `${row.customerCode} ${row.currency}`);
    expect(await rows({ currency: 'usd' })).toEqual(['C1001 USD']);
    expect(await rows({ customerId: id.C1002 })).toEqual(['C1002 RMB']);
    expect(await rows({ settlementType: 'monthly' })).toEqual(['C1002 RMB']);
    expect(await rows({ overdrawn: true })).toEqual(['C1001 USD']);
    expect(await rows({ keyword: '鸿达' })).toEqual(['C1002 RMB']);
  });
});

describe('getCashAccount', () => {
  it('answers zeros for a visible customer with nothing booked in the currency', async () => {
    expect((await cash.get(id.C1003, 'twd', admin)).body).toMatchObject({
      customerCode: 'C1003', currency: 'TWD', balance: '0.00', reserved: '0.00', available: '0.00', creditLimit: null, lastEntryAt: null,
    });
    expect((await cash.get(id.C1001, 'RMB', admin)).body).toMatchObject({ balance: '100.50', available: '100.50' });
    expect((await cash.get(999_999, 'RMB', admin)).body).toEqual({ field: 'customerId', reason: 'notFound' });
  });
});

describe('who sees which accounts', () => {
  it("shows a cargo owner its customer's accounts at its carrier, nobody else's", async () => {
    const owner = await t.login('demoowner');
    const { body } = await cash.list({}, owner);
    expect(body.list.length).toBeGreaterThan(0);
    expect(new Set(body.list.map((row) => `${row.carrierCompanyNo} ${row.customerCode}`))).toEqual(new Set(['HYEXP C0001']));
    // Both names of the carrier, so an English page names it in English.
    expect(body.list[0]).toMatchObject({ carrierName: '华运国际物流', carrierNameEn: 'Huayun International Logistics' });
    expect((await cash.get(id.C0001, 'RMB', owner)).body).toEqual((await cash.get(id.C0001, 'RMB', admin)).body);
    expect((await cash.entries(id.C0001, 'RMB', owner)).body.list[0]).toMatchObject({ amount: '50.00', kind: 'manualAdjustment' });
    expect((await cash.get(id.C1001, 'RMB', owner)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await cash.entries(id.C1001, 'RMB', owner)).body).toEqual({ field: 'customerId', reason: 'notFound' });
  });

  it("shows another carrier none of HYEXP's accounts", async () => {
    const other = await t.login('otheradmin');
    expect((await cash.list({}, other)).body.list.filter((row) => row.carrierCompanyNo !== 'GLBX')).toEqual([]);
    expect((await cash.list({ keyword: 'C1001' }, other)).body).toEqual({ list: [], total: 0, footer: [] });
    expect((await cash.get(id.C1001, 'RMB', other)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await cash.get(id.G0001, 'RMB', other)).code).toBe(0);
  });

  it('refuses staff without the cash right (the operator) with 10021', async () => {
    const operator = await t.login('demooper');
    expect((await cash.list({}, operator)).code).toBe(10021);
    expect((await cash.get(id.C1001, 'RMB', operator)).code).toBe(10021);
    expect((await cash.adjust(id.C1001, 'RMB', '1', operator)).code).toBe(10021);
  });

  it("shows a customer's login its own accounts only, whatever customer it names (its demo group grants its money)", async () => {
    const created = await t.call('main', 'createCustomerLogin', { customerId: id.C1001, account: 'cashcust01', password: 'abc12345' }, admin);
    expect(created.code).toBe(0);
    const customer = await t.login('cashcust01', 'abc12345');
    expect((await cash.list({}, customer)).body.list.map((row) => `${row.customerCode} ${row.currency}`)).toEqual(['C1001 RMB', 'C1001 USD']);
    expect((await cash.get(id.C1002, 'RMB', customer)).body).toMatchObject({ customerCode: 'C1001', balance: '100.50' });
    expect((await cash.entries(id.C1002, 'RMB', customer)).body.account.customerCode).toBe('C1001');
  });

  it("refuses a cargo owner's administrator every write, though it holds every right", async () => {
    const ownerAdmin = await addUser(t, 'OWN1001', 'ownercash', 'administrator', true);
    const before = (await cash.get(id.C0001, 'RMB', admin)).body;
    expect((await cash.list({}, ownerAdmin)).code).toBe(0);
    expect((await cash.adjust(id.C0001, 'RMB', '1', ownerAdmin)).code).toBe(10021);
    expect((await cash.setLimit(id.C0001, 'RMB', '100', ownerAdmin)).code).toBe(10021);
    const [entry] = (await cash.entries(id.C0001, 'RMB', admin)).body.list;
    expect((await cash.reverse(entry.id, ownerAdmin)).code).toBe(10021);
    expect((await cash.get(id.C0001, 'RMB', admin)).body).toEqual(before);
  });
});
