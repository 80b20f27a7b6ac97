import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECHARGE_LIMITS, type Page, type RechargeView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';
import { addCargoOwner } from '../partner/partner.testing.ts';
import { recordRecharge, rechargeTesting, VOUCHERS } from './recharge.testing.ts';

let t: TestApp;
let h: ReturnType<typeof rechargeTesting>;
let admin: string;
let owner: string;
let c1005: number;
let c0001: number;
beforeAll(async () => {
  t = await createTestApp();
  h = rechargeTesting(t);
  [admin, owner] = [await t.login('demoadmin'), await t.login('demoowner')];
  [c1005, c0001] = [await h.customerId('HYEXP', 'C1005'), await h.customerId('HYEXP', 'C0001')];
});
afterAll(() => t.close());

const transfer = (over: Record<string, unknown> = {}) => ({ customerId: c1005, amount: '1500.50', currency: 'rmb', bankReference: 'ICBC-TEST-1', transferDate: '2026-11-20', ...over });
const png = { name: 'slip.png', bytes: VOUCHERS.png, type: 'image/png' };
const record = async (over: Record<string, unknown> = {}, token = admin) => {
  const answer = await recordRecharge(t, token, transfer(over), png);
  expect(answer.code, JSON.stringify(answer.body)).toBe(0);
  return answer.body as unknown as RechargeView;
};
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<RechargeView>>('pay', 'listRecharges', { pageSize: 300, ...filters }, token)).body;
const confirm = (id: number, token = admin) => t.call<{ id: number; entryId: number; balance: string }>('pay', 'confirmRecharge', { id }, token);

describe('recording a recharge', () => {
  it('takes a PNG, a JPEG and a PDF voucher, known by their bytes, and waits for the cashier', async () => {
    const vouchers = [png, { name: 'slip.jpg', bytes: VOUCHERS.jpeg, type: 'image/jpeg' }, { name: 'scan', bytes: VOUCHERS.pdf, type: 'application/octet-stream' }];
    const extensions = [];
    for (const voucher of vouchers) {
      const answer = await recordRecharge(t, admin, transfer(), voucher);
      expect(answer.code, JSON.stringify(answer.body)).toBe(0);
      const view = answer.body as unknown as RechargeView;
      expect(view).toMatchObject({ customerId: c1005, customerCode: 'C1005', carrierCompanyNo: 'HYEXP', amount: '1500.50', currency: 'RMB', status: 'pending', provider: 'offline', entryId: null });
      expect(view.rechargeNo).toMatch(/^RC\d{8}\d{6}$/);
      expect(view.voucherName).toBe(`${view.rechargeNo}.${view.voucherName?.split('.').pop()}`);
      extensions.push(view.voucherName?.split('.').pop());
    }
    expect(extensions).toEqual(['png', 'jpg', 'pdf']);
  });

  it('refuses a voucher that is not a PNG, JPEG or PDF whatever its name, one over 2 MB, or none, keeping nothing', async () => {
    const before = await h.count();
    expect((await recordRecharge(t, admin, transfer(), { name: 'slip.png', bytes: 'just some text, not an image', type: 'image/png' })).body)
      .toEqual({ field: 'voucher', reason: 'invalidFormat' });
    const big = Buffer.concat([VOUCHERS.png, Buffer.alloc(RECHARGE_LIMITS.voucherMaxBytes + 1 - VOUCHERS.png.length)]);
    expect((await recordRecharge(t, admin, transfer(), { name: 'big.png', bytes: big, type: 'image/png' })).body)
      .toEqual({ field: 'voucher', reason: 'tooBig', max: RECHARGE_LIMITS.voucherMaxBytes });
    expect((await recordRecharge(t, admin, transfer())).body).toEqual({ field: 'voucher', reason: 'required' });
    expect(await h.count()).toBe(before);
  });

  it('refuses a negative or zero amount naming it, a missing or foreign customer', async () => {
    for (const amount of ['-100', '0', '0.00', '12.345']) {
      expect((await recordRecharge(t, admin, transfer({ amount }), png)).body, amount).toMatchObject({ field: 'amount' });
    }
    expect((await recordRecharge(t, admin, transfer({ customerId: undefined }), png)).body).toEqual({ field: 'customerId', reason: 'required' });
    const foreign = await h.firstCustomerOf('GLBX');
    expect((await recordRecharge(t, admin, transfer({ customerId: foreign }), png)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await recordRecharge(t, owner, transfer({ customerId: c1005 }), png)).body).toEqual({ field: 'customerId', reason: 'notFound' });
  });
});

describe('confirming and rejecting', () => {
  it('credits the account once with a ledger entry, and refuses a second confirmation with 60003', async () => {
    const { id } = await record({ amount: '250.25' });
    const before = await h.balance(c1005, 'RMB');
    const confirmed = await confirm(id);
    expect(confirmed.code).toBe(0);
    expect(Number(confirmed.body.balance) * 100).toBe(Math.round(Number(before) * 100) + 25025);
    expect(await h.balance(c1005, 'RMB')).toBe(confirmed.body.balance);
    expect(await h.entriesOf(id)).toMatchObject([{ id: confirmed.body.entryId, kind: 'recharge', amount: '250.25', currency: 'RMB' }]);
    expect((await list({ status: 'confirmed' })).list.find((row) => row.id === id)).toMatchObject({ entryId: confirmed.body.entryId, handledByName: expect.any(String) });
    expect((await auditRowsOf(t, 'recharge', id)).map((row) => row.action)).toEqual(['update', 'create']);
    expect(await confirm(id)).toMatchObject({ code: 60003, body: { field: 'id', status: 'confirmed' } });
    expect((await t.call('pay', 'rejectRecharge', { id, reason: 'late' }, admin)).code).toBe(60003);
    expect(await h.entriesOf(id)).toHaveLength(1);
  });

  it('credits once when two cashiers confirm at the same moment', async () => {
    const { id } = await record({ amount: '99.99' });
    const answers = await Promise.all([confirm(id), confirm(id), confirm(id)]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([0, 60003, 60003]);
    expect(await h.entriesOf(id)).toHaveLength(1);
  });

  it('rejects with the reason and credits nothing', async () => {
    const { id } = await record({ amount: '10' });
    const rejected = await t.call<RechargeView>('pay', 'rejectRecharge', { id, reason: 'No such transfer on the statement' }, admin);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectReason: 'No such transfer on the statement', entryId: null });
    expect(await confirm(id)).toMatchObject({ code: 60003, body: { field: 'id', status: 'rejected' } });
    expect(await h.entriesOf(id)).toHaveLength(0);
  });

  it("refuses another company's recharge as not found", async () => {
    const { id } = await record();
    expect((await confirm(id, await t.login('otheradmin'))).body).toEqual({ field: 'id', reason: 'notFound' });
  });
});

describe('who sees and records what', () => {
  it("a cargo owner records for its customer at a carrier, sees only its customers', and may not confirm (10021)", async () => {
    expect((await recordRecharge(t, owner, transfer({ customerId: undefined }), png)).body).toEqual({ field: 'customerId', reason: 'required' });
    const own = await record({ customerId: c0001, currency: 'USD' }, owner);
    expect(own).toMatchObject({ customerCode: 'C0001', carrierCompanyNo: 'HYEXP', recordedByName: expect.any(String) });
    const seen = (await list({}, owner)).list;
    expect(seen.some((row) => row.id === own.id)).toBe(true);
    expect(seen.every((row) => row.customerId === c0001)).toBe(true);
    expect((await confirm(own.id, owner)).code).toBe(10021);
    expect((await list({ customerId: c0001 })).list.map((row) => row.id)).toContain(own.id);
    expect((await list({}, await t.login('otheradmin'))).list.some((row) => row.id === own.id)).toBe(false);
  });

  it('a cargo owner names its partner carrier for its first recharge there, before any account is booked', async () => {
    const newcomer = await addCargoOwner(t, 'OWN3001', '青山贸易');
    const { code } = (await t.call<{ code: string }>('main', 'generateInvite', {}, admin)).body;
    expect((await t.call('main', 'acceptInvite', { code }, newcomer)).code).toBe(0);
    expect((await t.call<{ total: number }>('main', 'listCashAccounts', {}, newcomer)).body.total).toBe(0);
    const first = await record({ customerId: undefined, carrierCompanyNo: 'hyexp' }, newcomer);
    expect(first).toMatchObject({ customerCode: 'OWN3001', carrierCompanyNo: 'HYEXP', status: 'pending' });
    const byCarrier = (over: Record<string, unknown>, token = newcomer) => recordRecharge(t, token, transfer({ customerId: undefined, ...over }), png);
    const count = await h.count();
    expect((await byCarrier({ carrierCompanyNo: 'GLBX' })).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
    expect((await byCarrier({ carrierCompanyNo: 'NOPE01' })).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
    expect((await byCarrier({ carrierCompanyNo: 'HYEXP', customerId: c0001 })).body).toEqual({ field: 'customerId', reason: 'invalidValue' });
    expect((await byCarrier({ carrierCompanyNo: 'GLBX', customerId: c1005 }, admin)).body).toEqual({ field: 'carrierCompanyNo', reason: 'invalidValue' });
    expect(await h.count()).toBe(count);
    expect(await record({ carrierCompanyNo: 'HYEXP' })).toMatchObject({ customerCode: 'C1005' });
  });

  it("a customer's login records for its own customer whatever it names, sees its own, and may not confirm", async () => {
    // C1006 holds no login in the demo; its default group grants its money, and here the cashier's confirm besides.
    const c1006 = await h.customerId('HYEXP', 'C1006');
    expect((await t.call('main', 'createCustomerLogin', { customerId: c1006, account: 'rechargecust', password: 'abc12345' }, admin)).code).toBe(0);
    await h.grantConfirmRecharge(c1006);
    const customer = await t.login('rechargecust', 'abc12345');
    const mine = await record({ customerId: c0001 }, customer);
    expect(mine.customerId).toBe(c1006);
    const seen = (await list({}, customer)).list;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((row) => row.customerId === c1006)).toBe(true);
    expect((await confirm(mine.id, customer)).code).toBe(10021);
    expect((await t.call('pay', 'rejectRecharge', { id: mine.id, reason: 'x' }, customer)).code).toBe(10021);
  });

  it('lists newest first with its filters, the demo recharges among them', async () => {
    const page = await list();
    const ids = page.list.map((row) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(page.list.map((row) => row.status))).toEqual(new Set(['pending', 'confirmed', 'rejected']));
    expect((await list({ status: 'rejected', currency: 'RMB' })).list.every((row) => row.status === 'rejected' && row.currency === 'RMB')).toBe(true);
    const { rechargeNo } = page.list[0];
    expect((await list({ keyword: rechargeNo })).list.map((row) => row.rechargeNo)).toEqual([rechargeNo]);
    expect((await list({ recordedFrom: '2000-01-01', recordedTo: '2000-01-02' })).total).toBe(0);
  });
});
