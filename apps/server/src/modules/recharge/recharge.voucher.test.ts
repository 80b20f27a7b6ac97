import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RechargeView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addCargoOwner, addUser } from '../partner/partner.testing.ts';
import { recordRecharge, rechargeTesting, VOUCHERS } from './recharge.testing.ts';

let t: TestApp;
let owner: string;
let ownerVoucher: number;
let customerVoucher: number;
let customerLogin: string;
beforeAll(async () => {
  t = await createTestApp();
  const h = rechargeTesting(t);
  const admin = await t.login('demoadmin');
  owner = await t.login('demoowner');
  const c1004 = await h.customerId('HYEXP', 'C1004');
  expect((await t.call('main', 'createCustomerLogin', { customerId: c1004, account: 'voucherc1004', password: 'abc12345' }, admin)).code).toBe(0);
  customerLogin = await t.login('voucherc1004', 'abc12345');
  ownerVoucher = await voucherOf(owner, { customerId: await h.customerId('HYEXP', 'C0001') });
  customerVoucher = await voucherOf(customerLogin, {});
});
afterAll(() => t.close());

async function voucherOf(token: string, who: Record<string, unknown>): Promise<number> {
  const body = { ...who, amount: '10', currency: 'RMB', bankReference: 'VOUCHER-1', transferDate: '2026-11-20' };
  const answer = await recordRecharge(t, token, body, { name: 'slip.png', bytes: VOUCHERS.png, type: 'image/png' });
  expect(answer.code, JSON.stringify(answer.body)).toBe(0);
  return (answer.body as unknown as RechargeView).voucherFileId!;
}

/** file/fileDownload as the web calls it: the bytes, or the refusal's result code and body. */
async function download(fileId: number, token: string) {
  const response = await t.app.inject({ method: 'POST', url: '/api/file/fileDownload/1.0', headers: { 'content-type': 'application/json' }, payload: { head: { token }, body: { fileId } } });
  if (response.headers['content-type'] === 'image/png') return { code: 0, bytes: response.rawPayload };
  const answer = response.json() as { result_code: number; body: string };
  return { code: answer.result_code, body: JSON.parse(answer.body) as unknown };
}
const refused = { code: 400, body: { field: 'fileId', reason: 'notFound' } };

describe("a recharge's voucher through file/fileDownload", () => {
  it('is read by the cargo owner and the customer login who recorded it, and by carrier staff holding recharge.view', async () => {
    expect(await download(ownerVoucher, owner)).toEqual({ code: 0, bytes: VOUCHERS.png });
    expect(await download(customerVoucher, customerLogin)).toEqual({ code: 0, bytes: VOUCHERS.png });
    const cashier = await addUser(t, 'HYEXP', 'vouchercashier', 'cashier');
    for (const token of [cashier, await t.login('demoadmin')]) {
      expect((await download(ownerVoucher, token)).code).toBe(0);
      expect((await download(customerVoucher, token)).code).toBe(0);
    }
    const bulk = await t.app.inject({ method: 'POST', url: '/api/file/Bulkdownload/1.0', headers: { 'content-type': 'application/json' }, payload: { head: { token: owner }, body: { fileIds: [ownerVoucher] } } });
    expect(bulk.headers['content-type']).toBe('application/zip');
  });

  it('is refused as a missing file to everyone else: another company, another customer, staff without recharge.view', async () => {
    expect(await download(customerVoucher, owner)).toEqual(refused);
    expect(await download(ownerVoucher, customerLogin)).toEqual(refused);
    expect(await download(ownerVoucher, await t.login('otheradmin'))).toEqual(refused);
    expect(await download(ownerVoucher, await addCargoOwner(t, 'OWN4001', '别家货主'))).toEqual(refused);
    expect(await download(ownerVoucher, await addUser(t, 'HYEXP', 'voucheroper', 'operator'))).toEqual(refused);
  });
});
