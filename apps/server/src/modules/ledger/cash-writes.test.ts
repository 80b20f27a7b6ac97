import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { accountAuditRows, cashCalls, ledgerDisagreements } from './cash.testing.ts';
import { ledgerEntries } from './ledger.table.ts';
import { rebuildBalances } from './posting.ts';

let t: TestApp;
let cash: ReturnType<typeof cashCalls>;
let admin: string;
let other: string;
let customer: number;
beforeAll(async () => {
  t = await createTestApp();
  cash = cashCalls(t);
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  customer = await demoIds(t).customer('HYEXP', 'C1004');
});
afterAll(() => t.close());

const entryCount = () => t.database.db.$count(ledgerEntries, and(eq(ledgerEntries.customerId, customer), eq(ledgerEntries.currency, 'HKD')));

describe('adjustBalance and reverseLedgerEntry', () => {
  let debit: number;
  let reversal: number;
  it('books a signed adjustment with its reason, by whom, in the audit log', async () => {
    expect((await cash.adjust(customer, 'HKD', '100', admin, 'opening balance')).body).toMatchObject({ balance: '100.00' });
    const posted = await cash.adjust(customer, 'hkd', -30.25, admin, 'damaged parcel claim');
    expect(posted.body.balance).toBe('69.75');
    debit = posted.body.entryId;
    const { body } = await cash.entries(customer, 'HKD', admin);
    expect(body.account).toMatchObject({ customerCode: 'C1004', balance: '69.75', lastEntryAt: expect.any(String) });
    expect(body.total).toBe(2);
    expect(body.list.map((row) => [row.kind, row.amount, row.balanceAfter, row.reason])).toEqual([
      ['manualAdjustment', '-30.25', '69.75', 'damaged parcel claim'], ['manualAdjustment', '100.00', '100.00', 'opening balance'],
    ]);
    expect(body.list[0]).toMatchObject({ id: debit, createdByName: '陈建国', orderNo: null, rechargeNo: null, reversedByEntryId: null });
    const [audit] = await accountAuditRows(t, customer, 'HKD');
    expect(audit).toMatchObject({ action: 'update', entityLabel: 'C1004 HKD' });
    expect(audit.changes).toContainEqual({ field: 'balance', before: '100.00', after: '69.75' });
  });

  it('reverses an entry once, with the opposite amount, each pointing at the other', async () => {
    const posted = await cash.reverse(debit, admin);
    expect(posted.body.balance).toBe('100.00');
    reversal = posted.body.entryId;
    const { list } = (await cash.entries(customer, 'HKD', admin)).body;
    expect(list[0]).toMatchObject({ id: reversal, kind: 'reversal', amount: '30.25', reversesEntryId: debit, reason: 'booked twice' });
    expect(list.find((row) => row.id === debit)).toMatchObject({ reversedByEntryId: reversal });
    expect((await cash.entries(customer, 'HKD', admin, { kind: 'reversal' })).body).toMatchObject({ total: 1, list: [{ id: reversal }] });
  });

  it('refuses to reverse an entry twice or to reverse a reversal (60004), booking nothing', async () => {
    const count = await entryCount();
    expect(await cash.reverse(debit, admin)).toMatchObject({ code: 60004, body: { field: 'id', id: debit } });
    expect(await cash.reverse(reversal, admin)).toMatchObject({ code: 60004, body: { field: 'id', id: reversal } });
    expect(await entryCount()).toBe(count);
  });

  it('reverses once when two clerks reverse the same entry at once', async () => {
    const { entryId } = (await cash.adjust(customer, 'HKD', '7.10', admin)).body;
    const answers = await Promise.all([cash.reverse(entryId, admin), cash.reverse(entryId, admin)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 60004]);
    expect((await cash.get(customer, 'HKD', admin)).body.balance).toBe('100.00');
  });

  it('refuses a zero amount, a third decimal, 13 digits before the point and a missing reason', async () => {
    const count = await entryCount();
    expect((await cash.adjust(customer, 'HKD', '0.00', admin)).body).toMatchObject({ field: 'amount', reason: 'invalidValue' });
    expect((await cash.adjust(customer, 'HKD', '1.234', admin)).body).toMatchObject({ field: 'amount', reason: 'invalidFormat' });
    expect((await cash.adjust(customer, 'HKD', '1234567890123', admin)).body).toMatchObject({ field: 'amount', reason: 'invalidFormat' });
    expect((await cash.adjust(customer, 'HKD', '1e3', admin)).body).toMatchObject({ field: 'amount', reason: 'invalidFormat' });
    expect((await cash.adjust(customer, 'HKD', '5', admin, ' ')).body).toMatchObject({ field: 'reason' });
    expect((await cash.adjust(customer, 'EUR', '5', admin)).body).toMatchObject({ field: 'currency' });
    expect(await cash.adjust(customer, 'HKD', '999999999999.99', admin)).toMatchObject({ code: 0, body: { balance: '1000000000099.99' } });
    expect(await entryCount()).toBe(count + 1);
  });

  it("refuses another company's customer and entry as missing ones", async () => {
    const globex = await demoIds(t).customer('GLBX', 'G0001');
    expect((await cash.adjust(globex, 'RMB', '1', admin)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await cash.setLimit(globex, 'RMB', '1', admin)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await cash.adjust(customer, 'RMB', '1', other)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await cash.reverse(debit, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await cash.entries(customer, 'HKD', other)).body).toEqual({ field: 'customerId', reason: 'notFound' });
  });

  it('leaves every balance at the sum of its entries', async () => {
    expect(await ledgerDisagreements(t)).toEqual({ accounts: [], entries: [] });
    expect(await rebuildBalances(t.database.db, (await demoIds(t).company('HYEXP')))).toBe(0);
  });
});

describe('setCreditLimit', () => {
  it('sets and removes a limit, audited, answering the account', async () => {
    expect((await cash.setLimit(customer, 'usd', '5000', admin)).body).toMatchObject({ currency: 'USD', creditLimit: '5000.00', balance: '0.00' });
    expect((await cash.list({ customerId: customer, currency: 'USD' }, admin)).body.list[0]).toMatchObject({ creditLimit: '5000.00' });
    expect((await cash.setLimit(customer, 'USD', null, admin)).body).toMatchObject({ creditLimit: null });
    expect((await accountAuditRows(t, customer, 'USD')).map((row) => row.changes)).toEqual([
      [{ field: 'creditLimit', before: '5000.00', after: null }], [{ field: 'creditLimit', before: null, after: '5000.00' }],
    ]);
    expect((await cash.setLimit(customer, 'USD', '-1', admin)).body).toMatchObject({ field: 'creditLimit', reason: 'invalidFormat' });
  });
});
