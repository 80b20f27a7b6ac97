import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { customerTesting, newCustomer } from './customer.testing.ts';

let t: TestApp;
let admin: string;
let h: ReturnType<typeof customerTesting>;
let hyexp: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  h = customerTesting(t);
  hyexp = await h.companyId('HYEXP');
});
afterAll(() => t.close());

/** A new customer with its own login (account `account`, password demo1234). */
async function customerWithLogin(code: string, account: string) {
  const { body } = await t.call<{ id: number }>('main', 'saveCustomer', newCustomer(await h.siteId('1002'), { code }), admin);
  expect((await t.call('main', 'createCustomerLogin', { customerId: body.id, account, password: 'demo1234' }, admin)).code).toBe(0);
  return body.id;
}

const loginCode = async (account: string) => (await t.call('uc', 'userLogin', { account, password: 'demo1234' })).code;
const orderCode = async (customerId: number) =>
  (await t.call('main', 'createOrder', { ...(await orderInputFor(t.database.db, hyexp)), customerId }, admin)).code;
const setStatus = (id: number, status: string) => t.call('main', 'setCustomerStatus', { id, status }, admin);

describe('stopped, suspended, disabled and deleted customers (10039 to 10041)', () => {
  it('a stopped customer can neither log in nor order (10039); its open session ends; restored, it can again', async () => {
    const id = await customerWithLogin('T-STOP', 'custstop1');
    const session = await t.login('custstop1');
    expect((await setStatus(id, 'stopped')).code).toBe(0);
    expect((await t.call('uc', 'checkSession', {}, session)).code).toBe(404);
    expect(await loginCode('custstop1')).toBe(10039);
    expect(await orderCode(id)).toBe(10039);
    expect((await setStatus(id, 'normal')).code).toBe(0);
    expect(await loginCode('custstop1')).toBe(0);
    expect(await orderCode(id)).toBe(0);
    const entries = await h.auditOf('customer', id);
    expect(entries.filter((e) => e.action === 'update').map((e) => e.changes)).toEqual([
      [{ field: 'status', before: 'normal', after: 'stopped' }],
      [{ field: 'status', before: 'stopped', after: 'normal' }],
    ]);
  });

  it('a suspended or disabled customer reads as not enabled (10041)', async () => {
    const id = await customerWithLogin('T-SUSP', 'custsusp1');
    await setStatus(id, 'suspended');
    expect(await loginCode('custsusp1')).toBe(10041);
    expect(await orderCode(id)).toBe(10041);
    await setStatus(id, 'normal');
    expect((await t.call('main', 'setCustomerEnabled', { id, enabled: false }, admin)).code).toBe(0);
    expect(await loginCode('custsusp1')).toBe(10041);
    expect(await orderCode(id)).toBe(10041);
    expect((await h.auditOf('customer', id)).at(-1)).toMatchObject({ action: 'disable', changes: [{ field: 'enabled', before: true, after: false }] });
  });

  it('a deleted customer leaves the list, keeps its code, and can neither log in nor order (10040)', async () => {
    const id = await customerWithLogin('T-DEL', 'custdel01');
    expect((await t.call('main', 'deleteCustomer', { id }, admin)).code).toBe(0);
    expect(await loginCode('custdel01')).toBe(10040);
    expect(await orderCode(id)).toBe(10040);
    expect((await t.call<{ total: number }>('main', 'listCustomers', { keyword: 'T-DEL' }, admin)).body.total).toBe(0);
    expect((await t.call('main', 'deleteCustomer', { id }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'saveCustomer', newCustomer(await h.siteId('1002'), { code: 'T-DEL' }), admin)).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await h.customer(id)).deletedAt).not.toBeNull();
    expect((await h.auditOf('customer', id)).at(-1)).toMatchObject({ action: 'delete', entityLabel: 'T-DEL 测试客户' });
  });

  it('refuses to delete a customer a cargo owner cooperates through (10226) until the partnership is ended', async () => {
    const id = await h.customerId('C0001');
    expect(await t.call('main', 'deleteCustomer', { id }, admin)).toMatchObject({ code: 10226, body: { field: 'id', companyNo: 'OWN1001' } });
    expect((await h.customer(id)).deletedAt).toBeNull();
    expect((await h.auditOf('customer', id)).map((row) => row.action)).not.toContain('delete');

    const partners = await t.call<{ list: { id: number; companyNo: string; status: string }[] }>('main', 'listPartners', { status: 'active' }, admin);
    const partnership = partners.body.list.find((row) => row.companyNo === 'OWN1001')!;
    expect((await t.call('main', 'dissolvePartnership', { id: partnership.id }, admin)).code).toBe(0);
    expect((await t.call('main', 'deleteCustomer', { id }, admin)).code).toBe(0);
    expect((await h.auditOf('customer', id)).at(-1)).toMatchObject({ action: 'delete' });
  });

  it('refuses an unknown status and staff without the right (10021)', async () => {
    const id = await h.customerId('C0002');
    expect((await setStatus(id, 'frozen')).body).toMatchObject({ field: 'status', reason: 'invalidValue' });
    const operator = await t.login('demooper');
    expect((await t.call('main', 'setCustomerStatus', { id, status: 'stopped' }, operator)).code).toBe(10021);
    expect((await t.call('main', 'deleteCustomer', { id }, operator)).code).toBe(10021);
    expect((await h.customer(id)).status).toBe('normal');
  });
});
