import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RechargeView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { postCallback, recordRecharge, rechargeTesting, VOUCHERS } from './recharge.testing.ts';
import { createSignedJsonProvider } from './signed-provider.ts';

const SECRET = 'test-provider-secret';
let t: TestApp;
let h: ReturnType<typeof rechargeTesting>;
let admin: string;
let customerId: number;
beforeAll(async () => {
  t = await createTestApp({ paymentProviders: [createSignedJsonProvider('testpay', SECRET)] });
  h = rechargeTesting(t);
  admin = await t.login('demoadmin');
  customerId = await h.customerId('HYEXP', 'C0001');
});
afterAll(() => t.close());

let reference = 0;
/** A pending recharge of 300.00 USD and a paid callback for it under a new provider reference. */
async function pendingWithCallback() {
  const answer = await recordRecharge(t, admin, { customerId, amount: '300', currency: 'USD', bankReference: 'ONLINE', transferDate: '2026-11-25' },
    { name: 'v.png', bytes: VOUCHERS.png });
  const recharge = answer.body as unknown as RechargeView;
  reference += 1;
  return { recharge, paid: { providerReference: `TP-${reference}`, rechargeNo: recharge.rechargeNo, amount: '300.00', currency: 'USD', status: 'paid' } };
}

describe('payment provider callbacks', () => {
  it('answers 404 for an unknown provider and for offline, which never calls back', async () => {
    const { paid } = await pendingWithCallback();
    expect((await postCallback(t, 'nopay', paid, SECRET)).statusCode).toBe(404);
    expect((await postCallback(t, 'offline', paid, SECRET)).statusCode).toBe(404);
  });

  it('refuses a bad signature or a stale timestamp with 401 and changes nothing', async () => {
    const { recharge, paid } = await pendingWithCallback();
    expect((await postCallback(t, 'testpay', paid, 'wrong-secret')).statusCode).toBe(401);
    expect((await postCallback(t, 'testpay', paid, SECRET, Date.now() - 6 * 60_000)).statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/pay/callback/testpay', payload: JSON.stringify(paid), headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    expect(await h.recharge(recharge.id)).toMatchObject({ status: 'pending', providerReference: null, entryId: null });
    expect(await h.entriesOf(recharge.id)).toHaveLength(0);
  });

  it('credits a good callback once; the same callback again answers the same and credits nothing more', async () => {
    const { recharge, paid } = await pendingWithCallback();
    const before = await h.balance(customerId, 'USD');
    const first = await postCallback(t, 'testpay', paid, SECRET);
    expect(first.statusCode).toBe(200);
    const entryId = (await h.entriesOf(recharge.id))[0].id;
    expect(first.json()).toEqual({ rechargeNo: recharge.rechargeNo, status: 'confirmed', entryId });
    const again = await postCallback(t, 'testpay', paid, SECRET);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect(await h.entriesOf(recharge.id)).toHaveLength(1);
    expect(Number(await h.balance(customerId, 'USD')) * 100).toBe(Math.round(Number(before) * 100) + 30000);
    expect(await h.recharge(recharge.id)).toMatchObject({ status: 'confirmed', provider: 'testpay', providerReference: paid.providerReference, handledBy: null });
    expect((await t.call('pay', 'confirmRecharge', { id: recharge.id }, admin)).code).toBe(60003);
  });

  it('credits once when the same callback arrives twice at once', async () => {
    const { recharge, paid } = await pendingWithCallback();
    const answers = await Promise.all([postCallback(t, 'testpay', paid, SECRET), postCallback(t, 'testpay', paid, SECRET)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[0].json()).toEqual(answers[1].json());
    expect(await h.entriesOf(recharge.id)).toHaveLength(1);
  });

  it('refuses an amount or currency that is not the recharge\'s, a body it cannot read, and leaves a failed payment pending', async () => {
    const { recharge, paid } = await pendingWithCallback();
    expect((await postCallback(t, 'testpay', { ...paid, amount: '299.99' }, SECRET)).json()).toEqual({ field: 'amount', reason: 'mismatch' });
    expect((await postCallback(t, 'testpay', { ...paid, currency: 'RMB' }, SECRET)).json()).toEqual({ field: 'currency', reason: 'mismatch' });
    expect((await postCallback(t, 'testpay', '{not json', SECRET)).statusCode).toBe(400);
    const failed = await postCallback(t, 'testpay', { ...paid, status: 'failed' }, SECRET);
    expect([failed.statusCode, failed.json()]).toEqual([200, { rechargeNo: recharge.rechargeNo, status: 'pending', entryId: null }]);
    expect(await h.entriesOf(recharge.id)).toHaveLength(0);
    expect((await postCallback(t, 'testpay', { ...paid, rechargeNo: 'RC00000000999999' }, SECRET)).statusCode).toBe(404);
  });

  it('refuses a paid callback for a recharge a cashier already handled, and a reference reused for another recharge', async () => {
    const { recharge, paid } = await pendingWithCallback();
    expect((await t.call('pay', 'confirmRecharge', { id: recharge.id }, admin)).code).toBe(0);
    const late = await postCallback(t, 'testpay', paid, SECRET);
    expect([late.statusCode, late.json()]).toEqual([409, { field: 'rechargeNo', status: 'confirmed' }]);
    expect(await h.entriesOf(recharge.id)).toHaveLength(1);
    const other = await pendingWithCallback();
    expect((await postCallback(t, 'testpay', other.paid, SECRET)).statusCode).toBe(200);
    const reused = await pendingWithCallback();
    expect((await postCallback(t, 'testpay', { ...reused.paid, providerReference: other.paid.providerReference }, SECRET)).statusCode).toBe(409);
    expect(await h.entriesOf(reused.recharge.id)).toHaveLength(0);
  });
});
