import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { numberSegments } from '../order/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { cardInput } from '../rateCard/rateCard.testing.ts';
import { settleOrders } from './order-settlement.ts';
import { postEntry } from './posting.ts';

let t: TestApp;
let admin: string;
let companyId: number;
let channelId: number;
const customerIds: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  [{ id: companyId }] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  const channel = { code: 'SETTLE-US', nameCn: '结算美国', nameEn: 'Settle US', transportClass: 'express', businessType: 'parcel', postcodeDestinations: false, destinations: [] };
  channelId = (await t.call<{ id: number }>('main', 'saveChannel', channel, admin)).body.id;
  expect((await t.call('main', 'saveRateCard', cardInput(channelId), admin)).code).toBe(0);
  await t.database.db.insert(numberSegments).values({ companyId, channelId, type: 'waybill', prefix: 'ST', startNumber: 1, endNumber: 9999, nextNumber: 1, enabled: true });
  for (const code of ['C1005', 'C0002']) {
    [{ id: customerIds[code] }] = await t.database.db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.code, code)));
  }
});
afterAll(() => t.close());

/** A new order of the customer on the priced channel: 177.58 RMB (3.5 kg, fuel 15.5 %). */
async function create(code: string): Promise<number> {
  const input = { ...(await orderInputFor(t.database.db, companyId, code)), channelId };
  return (await t.call<{ id: number }>('main', 'createOrder', input, admin)).body.id;
}
const audit = (id: number) => t.call<Record<string, string>>('main', 'auditPass', { id }, admin);
const act = (ids: number[], action: string, reason?: string) => t.call('main', 'applyOrderAction', { ids, action, reason }, admin);
const statusOf = async (id: number) => (await t.call<{ status: string }>('main', 'getOrder', { id }, admin)).body.status;

type Account = { balance: string; reserved: string; available: string; credit_limit: string | null };
async function accountOf(code: string): Promise<Account> {
  const [row] = await executeRows<Account>(t.database.db, sql`select balance::text, reserved::text, (balance - reserved)::text as available, credit_limit::text
    from cash_accounts where customer_id = ${customerIds[code]} and currency = 'RMB'`);
  return row ?? { balance: '0.00', reserved: '0.00', available: '0.00', credit_limit: null };
}
/** Decimal arithmetic the way the server does it: in PostgreSQL. */
async function calc(expression: ReturnType<typeof sql>): Promise<string> {
  return (await executeRows<{ value: string }>(t.database.db, sql`select (${expression})::text as value`))[0].value;
}
const entriesOf = (orderId: number) => executeRows<{ kind: string; amount: string }>(t.database.db, sql`select kind, amount::text from ledger_entries where order_id = ${orderId} order by id`);
const reservationOf = async (orderId: number) => (await executeRows<{ amount: string }>(t.database.db, sql`select amount::text from order_reservations where order_id = ${orderId}`))[0]?.amount;
const credit = (code: string, amount: string) =>
  postEntry(t.database.db, { companyId, customerId: customerIds[code], currency: 'RMB', kind: 'manualAdjustment', amount, reason: 'test', createdBy: null });
/** Credits the prepaid customer so its available balance is exactly `available`. */
async function setAvailable(code: string, available: string): Promise<void> {
  const amount = await calc(sql`${available}::numeric - ${(await accountOf(code)).available}::numeric`);
  if (Number(amount) !== 0) await credit(code, amount);
}

describe('a prepaid customer is charged at audit', () => {
  let id: number;
  it('refuses the audit when the available balance is short (60001), changing nothing', async () => {
    await setAvailable('C1005', '100.00');
    id = await create('C1005');
    const refused = await audit(id);
    expect(refused.code).toBe(60001);
    expect(refused.body).toMatchObject({ currency: 'RMB', available: '100.00', price: '177.58', shortfall: '77.58' });
    expect(refused.body.orderNo).toMatch(/^PF/);
    expect(await statusOf(id)).toBe('toBeAudited');
    expect(await entriesOf(id)).toEqual([]);
  });

  it('passes once the balance covers it, with the charge on the ledger', async () => {
    await credit('C1005', '100.00');
    expect((await audit(id)).code).toBe(0);
    expect(await entriesOf(id)).toEqual([{ kind: 'orderCharge', amount: '-177.58' }]);
    expect(await accountOf('C1005')).toMatchObject({ available: '22.42' });
  });

  it('settles a re-weigh after the audit by the difference', async () => {
    const reweighed = await t.call<{ total: string }>('main', 'reweighOrder', { id, pieces: [{ quantity: 1, weight: 5, length: 40, width: 30, height: 20 }] }, admin);
    expect(reweighed.code).toBe(0);
    const difference = await calc(sql`177.58 - ${reweighed.body.total}::numeric`);
    expect(await entriesOf(id)).toEqual([{ kind: 'orderCharge', amount: '-177.58' }, { kind: 'surchargeAdjustment', amount: difference }]);
    expect((await accountOf('C1005')).available).toBe(await calc(sql`22.42 + ${difference}::numeric`));
  });

  it("refuses to reverse the order's entries (60004): its money follows the order", async () => {
    const ids = await executeRows<{ id: string }>(t.database.db, sql`select id from ledger_entries where order_id = ${id} order by id`);
    const before = await accountOf('C1005');
    for (const { id: entryId } of ids) {
      const answer = await t.call('main', 'reverseLedgerEntry', { id: Number(entryId), reason: 'test' }, admin);
      expect(answer).toMatchObject({ code: 60004, body: { field: 'id', id: Number(entryId) } });
    }
    expect(await accountOf('C1005')).toEqual(before);
  });

  it('refunds a revoked order, charges it again at its next audit, and refunds it when cancelled', async () => {
    const before = (await accountOf('C1005')).balance;
    expect((await act([id], 'revokeApproval')).code).toBe(0);
    const refund = (await entriesOf(id)).at(-1)!;
    expect(refund.kind).toBe('refund');
    expect((await accountOf('C1005')).balance).toBe(await calc(sql`${before}::numeric + ${refund.amount}::numeric`));
    expect(await calc(sql`(select sum(amount) from ledger_entries where order_id = ${id})`)).toBe('0.00');
    await setAvailable('C1005', '500.00');
    expect((await audit(id)).code).toBe(0);
    expect((await entriesOf(id)).at(-1)).toEqual({ kind: 'orderCharge', amount: '-177.58' });
    expect((await act([id], 'cancel', 'customer asked')).code).toBe(0);
    expect((await entriesOf(id)).at(-1)).toEqual({ kind: 'refund', amount: '177.58' });
    expect((await accountOf('C1005')).available).toBe('500.00');
  });

  it('changes nothing when settled again', async () => {
    const count = async () => calc(sql`(select count(*) from ledger_entries) + (select count(*) from order_reservations)`);
    const was = await count();
    const ids = (await executeRows<{ id: number }>(t.database.db, sql`select id from orders where company_id = ${companyId}`)).map((row) => Number(row.id));
    await settleOrders(t.database.db, ids, { userId: null, auditing: false });
    await settleOrders(t.database.db, ids, { userId: null, auditing: true });
    expect(await count()).toBe(was);
  });
});

describe('a bulk audit', () => {
  it('refuses every order when the balance covers only some, and charges each when it covers all', async () => {
    await setAvailable('C1005', '200.00');
    const ids = [await create('C1005'), await create('C1005')];
    const refused = await t.call<Record<string, string>>('main', 'bulkAudit', { ids }, admin);
    expect(refused.code).toBe(60001);
    expect(refused.body).toMatchObject({ available: '22.42', shortfall: '155.16' });
    expect([await statusOf(ids[0]), await statusOf(ids[1])]).toEqual(['toBeAudited', 'toBeAudited']);
    await credit('C1005', '155.16');
    expect((await t.call('main', 'bulkAudit', { ids }, admin)).code).toBe(0);
    expect((await accountOf('C1005')).available).toBe('0.00');
  });
});

describe('two audits at once against one balance', () => {
  it('lets one pass when the balance covers one', async () => {
    await setAvailable('C1005', '200.00');
    const ids = [await create('C1005'), await create('C1005')];
    const answers = await Promise.all(ids.map(audit));
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 60001]);
    expect((await accountOf('C1005')).available).toBe('22.42');
  });
});

describe('a billed customer reserves at audit', () => {
  it('holds the price as reserved, refuses past the credit limit (60002) and frees it when revoked', async () => {
    const start = await accountOf('C0002');
    const id = await create('C0002');
    expect((await audit(id)).code).toBe(0);
    expect(await reservationOf(id)).toBe('177.58');
    expect(await entriesOf(id)).toEqual([]);
    const held = await accountOf('C0002');
    expect(held.reserved).toBe(await calc(sql`${start.reserved}::numeric + 177.58`));
    expect(held.available).toBe(await calc(sql`${start.available}::numeric - 177.58`));

    // Room for 100.00 more: the next order's 177.58 goes 77.58 past the limit.
    const limit = await calc(sql`${held.reserved}::numeric - ${held.balance}::numeric + 100`);
    await t.database.db.execute(sql`update cash_accounts set credit_limit = ${limit}::numeric where customer_id = ${customerIds.C0002} and currency = 'RMB'`);
    const next = await create('C0002');
    const refused = await audit(next);
    expect(refused.code).toBe(60002);
    expect(refused.body).toMatchObject({ currency: 'RMB', creditLimit: limit, exposure: await calc(sql`${limit}::numeric + 77.58`), shortfall: '77.58' });
    expect(await statusOf(next)).toBe('toBeAudited');
    expect(await reservationOf(next)).toBeUndefined();

    expect((await act([id], 'revokeApproval')).code).toBe(0);
    expect(await reservationOf(id)).toBeUndefined();
    expect((await accountOf('C0002')).reserved).toBe(start.reserved);
    expect((await audit(next)).code).toBe(0);
  });

  it('keeps each account\'s reserved amount equal to its reservations', async () => {
    const drift = await executeRows(t.database.db, sql`select a.customer_id from cash_accounts a
      where a.reserved <> coalesce((select sum(r.amount) from order_reservations r where r.customer_id = a.customer_id and r.currency = a.currency), 0)
         or a.balance <> coalesce((select sum(e.amount) from ledger_entries e where e.customer_id = a.customer_id and e.currency = a.currency), 0)`);
    expect(drift).toEqual([]);
  });
});
