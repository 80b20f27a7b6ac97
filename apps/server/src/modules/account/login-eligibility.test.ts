import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { customers } from '../customer/index.ts';
import { accounts, users } from './account.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Binds demooper's identity to a customer record, as a customer login would be. */
async function bindToCustomer(code: string) {
  const [customer] = await t.database.db.select().from(customers).where(eq(customers.code, code));
  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.account, 'demooper'));
  await t.database.db.update(users).set({ customerId: customer.id }).where(eq(users.accountId, account.id));
  return customer.id;
}

const loginCode = async () => (await t.call('uc', 'userLogin', { account: 'demooper', password: 'demo1234' })).code;

describe('who may not log in', () => {
  it('a stopped customer: 10039', async () => {
    await bindToCustomer('C0003');
    expect(await loginCode()).toBe(10039);
  });

  it('a customer not enabled: 10041; a deleted one: 10040', async () => {
    const id = await bindToCustomer('C0002');
    await t.database.db.update(customers).set({ enabled: false }).where(eq(customers.id, id));
    expect(await loginCode()).toBe(10041);
    await t.database.db.update(customers).set({ deletedAt: new Date() }).where(eq(customers.id, id));
    expect(await loginCode()).toBe(10040);
  });

  it('a disabled account: 10030, and its open sessions stop working', async () => {
    const token = await t.login('demoowner');
    await t.database.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.account, 'demoowner'));
    expect((await t.call('uc', 'userLogin', { account: 'demoowner', password: 'demo1234' })).code).toBe(10030);
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    expect((await t.call('uc', 'checkSession', {}, token)).code).toBe(404);
  });
});
