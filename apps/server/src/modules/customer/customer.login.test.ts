import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BindableLogin } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { users } from '../account/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { customerTesting, newCustomer } from './customer.testing.ts';

let t: TestApp;
let admin: string;
let h: ReturnType<typeof customerTesting>;
let hyexp: number;
let customerId: number;
let session: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  h = customerTesting(t);
  hyexp = await h.companyId('HYEXP');
  customerId = (await t.call<{ id: number }>('main', 'saveCustomer', newCustomer(await h.siteId('1002'), { code: 'T-LOGIN' }), admin)).body.id;
});
afterAll(() => t.close());

const createLogin = (body: Record<string, unknown>) => t.call('main', 'createCustomerLogin', { customerId, password: 'abc12345', ...body }, admin);

describe('createCustomerLogin', () => {
  it('refuses a taken account (10006), a weak password and another company\'s customer, writing nothing', async () => {
    expect((await createLogin({ account: 'demooper' })).body).toEqual({ field: 'account' });
    expect((await createLogin({ account: 'demooper' })).code).toBe(10006);
    expect((await createLogin({ account: 'newcust01', password: 'abcdefgh' })).body).toMatchObject({ field: 'password', reason: 'invalidFormat' });
    expect((await createLogin({ account: 'newcust01', customerId: await h.customerId('G0001') })).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect(await t.database.db.$count(users, eq(users.customerId, customerId))).toBe(0);
  });

  it('makes an ordinary login holding the VIP customer position, shown on the customer, once', async () => {
    expect((await createLogin({ account: 'newcust01' })).code).toBe(0);
    const login = await t.call<{ mustChangePassword?: boolean; userInfo: { userSourceType: number } }>('uc', 'userLogin', { account: 'newcust01', password: 'abc12345' });
    expect(login.body).toMatchObject({ mustChangePassword: true, userInfo: { userSourceType: 1 } });
    session = (login.body as unknown as { token: string }).token;
    const listed = await t.call<{ list: { login: { account: string } | null }[] }>('main', 'listCustomers', { keyword: 'T-LOGIN' }, admin);
    expect(listed.body.list[0].login).toMatchObject({ account: 'newcust01' });
    expect((await createLogin({ account: 'newcust02' })).body).toEqual({ field: 'customerId', reason: 'inUse' });
    expect((await h.auditOf('customer', customerId)).at(-1)).toMatchObject({ action: 'bind', changes: [{ field: 'login', before: null }] });
  });
});

describe("a customer's login", () => {
  it("sees and orders only for its own customer", async () => {
    const input = await orderInputFor(t.database.db, hyexp);
    const created = await t.call<{ id: number }>('main', 'createOrder', input, session);
    expect(created.code).toBe(0);
    const order = await t.call<{ customerId: number }>('main', 'getOrder', { id: created.body.id }, session);
    expect(order.body.customerId).toBe(customerId);
    const listed = await t.call<{ total: number }>('main', 'listOrders', {}, session);
    expect(listed.body.total).toBe(1);
    const someoneElses = await t.call<{ id: number }>('main', 'createOrder', input, admin);
    expect((await t.call('main', 'getOrder', { id: someoneElses.body.id }, session)).code).toBe(20157);
  });

  it('calls only the commands its group grants (10021 otherwise), as soon as the grant or the group changes', async () => {
    expect((await t.call('main', 'applyOrderAction', { ids: [1], action: 'cancel', reason: 'x' }, session)).body).toEqual({ permission: 'main/applyOrderAction' });
    expect((await t.call('main', 'customerComboBox', { keyword: '' }, session)).code).toBe(10021);
    expect((await t.call('uc', 'getUserInfo', {}, session)).code).toBe(0);
    const defaultGroup = await h.groupId(hyexp, 'default');
    const keyAccounts = await h.groupId(hyexp, '电商大客户');
    expect((await t.call('main', 'moveCustomersToGroup', { customerIds: [customerId], groupId: keyAccounts }, admin)).code).toBe(0);
    expect((await t.call('main', 'createOrder', await orderInputFor(t.database.db, hyexp), session)).code).toBe(10021);
    expect((await t.call('main', 'listOrders', {}, session)).code).toBe(0);
    await t.call('main', 'saveGroupCommands', { groupId: keyAccounts, commands: ['main/getOrder'] }, admin);
    expect((await t.call('main', 'listOrders', {}, session)).code).toBe(10021);
    await t.call('main', 'moveCustomersToGroup', { customerIds: [customerId], groupId: defaultGroup }, admin);
    expect((await t.call('main', 'listOrders', {}, session)).code).toBe(0);
  });
});

describe('unbindCustomerLogin and bindCustomerLogin', () => {
  it('unbinds the login (signed out, no position), lists it as bindable and binds it to another customer', async () => {
    expect((await t.call('main', 'unbindCustomerLogin', { customerId }, admin)).code).toBe(0);
    expect((await t.call('uc', 'checkSession', {}, session)).code).toBe(404);
    const [user] = await t.database.db.select().from(users).where(eq(users.userNo, (await bindable()).find((l) => l.account === 'newcust01')!.userNo));
    expect(user).toMatchObject({ customerId: null, positionId: null });
    const target = await h.customerId('C1003');
    expect((await t.call('main', 'bindCustomerLogin', { customerId: target, userId: user.id }, admin)).code).toBe(0);
    expect((await t.database.db.select().from(users).where(eq(users.id, user.id)))[0]).toMatchObject({ customerId: target, displayName: '蓝海茶业' });
    expect((await t.call('main', 'bindCustomerLogin', { customerId, userId: user.id }, admin)).body).toEqual({ field: 'userId', reason: 'inUse' });
    expect((await t.call('main', 'unbindCustomerLogin', { customerId }, admin)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await h.auditOf('customer', customerId)).at(-1)).toMatchObject({ action: 'unbind', changes: [{ field: 'login', after: null }] });
  });

  it("refuses another company's login and an administrator's", async () => {
    const [theirs] = await t.database.db.select().from(users).where(eq(users.companyId, await h.companyId('GLBX')));
    expect((await t.call('main', 'bindCustomerLogin', { customerId, userId: theirs.id }, admin)).body).toEqual({ field: 'userId', reason: 'notFound' });
    await createLogin({ account: 'newcust03' });
    await t.call('main', 'unbindCustomerLogin', { customerId }, admin);
    const { userId } = (await bindable()).find((l) => l.account === 'newcust03')!;
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, userId));
    expect((await t.call('main', 'bindCustomerLogin', { customerId, userId }, admin)).body).toEqual({ field: 'userId', reason: 'invalidValue' });
    const operator = await t.login('demooper');
    expect((await t.call('main', 'listCustomerBindableLogins', {}, operator)).code).toBe(10021);
  });
});

const bindable = async () => (await t.call<BindableLogin[]>('main', 'listCustomerBindableLogins', {}, admin)).body;
