import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../../db/execute-rows.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postEntries, rebuildBalances } from './posting.ts';

let t: TestApp;
let account: { companyId: number; customerId: number };
beforeAll(async () => {
  t = await createTestApp();
  const [row] = await executeRows<{ company_id: number; id: number }>(t.database.db, sql`select company_id, id from customers where code = 'C1005' limit 1`);
  account = { companyId: row.company_id, customerId: row.id };
});
afterAll(() => t.close());

const entry = (amount: string) => ({ ...account, currency: 'USD' as const, kind: 'manualAdjustment' as const, amount, reason: 'test', createdBy: null });

describe('the ledger', () => {
  it('keeps each entry with the balance right after it, and the account at their sum', async () => {
    const posted = await postEntries(t.database.db, [entry('100.50'), entry('-20.25'), entry('0.75')]);
    expect(posted.map((row) => row.balanceAfter)).toEqual(['100.50', '80.25', '81.00']);
    const [balance] = await executeRows<{ balance: string }>(t.database.db, sql`select balance from cash_accounts where customer_id = ${account.customerId} and currency = 'USD'`);
    expect(balance.balance).toBe('81.00');
  });

  it('posts entries of several accounts at once, each account moved by its own in the order given', async () => {
    const hkd = (amount: string) => ({ ...entry(amount), currency: 'HKD' as const });
    const posted = await postEntries(t.database.db, [hkd('10.00'), entry('1.00'), hkd('-2.50'), entry('-0.50'), hkd('0.10')]);
    expect(posted.map((row) => row.balanceAfter)).toEqual(['10.00', '82.00', '7.50', '81.50', '7.60']);
    expect(posted.map((row) => row.id)).toEqual([...posted.map((row) => row.id)].sort((a, b) => a - b));
    const balances = await executeRows<{ currency: string; balance: string; entry_count: number }>(t.database.db, sql`
      select currency, balance, entry_count from cash_accounts where customer_id = ${account.customerId} and currency in ('HKD', 'USD') order by currency`);
    expect(balances).toEqual([{ currency: 'HKD', balance: '7.60', entry_count: 3 }, { currency: 'USD', balance: '81.50', entry_count: 5 }]);
    // Back to the 81.00 the rebuild below expects.
    await postEntries(t.database.db, [entry('0.50'), entry('-1.00')]);
  });

  it('refuses to edit or delete an entry', async () => {
    await expect(t.database.db.execute(sql`update ledger_entries set amount = 0 where customer_id = ${account.customerId}`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`delete from ledger_entries where customer_id = ${account.customerId}`)).rejects.toThrow();
  });

  it('rebuilds a balance that drifted from its entries', async () => {
    await t.database.db.execute(sql`update cash_accounts set balance = 5 where customer_id = ${account.customerId} and currency = 'USD'`);
    expect(await rebuildBalances(t.database.db, account.companyId)).toBe(1);
    expect(await rebuildBalances(t.database.db, account.companyId)).toBe(0);
    const [balance] = await executeRows<{ balance: string }>(t.database.db, sql`select balance from cash_accounts where customer_id = ${account.customerId} and currency = 'USD'`);
    expect(balance.balance).toBe('81.00');
  });
});
