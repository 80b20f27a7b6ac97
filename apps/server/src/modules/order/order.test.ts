import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../company/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderInputFor } from './order.fixture.ts';

let t: TestApp;
let admin: string;
let base: Awaited<ReturnType<typeof orderInputFor>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  base = await orderInputFor(t.database.db, company.id);
});
afterAll(() => t.close());

const create = (extra: Record<string, unknown> = {}, token = admin) => t.call<{ id: number; orderNo: string }>('main', 'createOrder', { ...base, ...extra }, token);

describe('createOrder, getOrder and getOrderHistory', () => {
  it('creates an order waiting for audit, with its boxes, names, allowed actions and a history row', async () => {
    const created = await create({ referenceNo1: 'REF-000001' });
    expect(created.code).toBe(0);
    expect(created.body.orderNo).toMatch(/^PF\d{6}\d{8}$/);
    const order = await t.call<Record<string, unknown>>('main', 'getOrder', { id: created.body.id }, admin);
    expect(order.body).toMatchObject({ status: 'toBeAudited', version: 1, country: 'US', customerName: '优品贸易', boxes: [{ boxNo: 'B1', quantity: 2 }] });
    expect(order.body.allowedActions).toEqual(expect.arrayContaining(['auditPass', 'auditFail', 'delete', 'cancel', 'edit']));
    const history = await t.call<{ action: string; userName: string }[]>('main', 'getOrderHistory', { id: created.body.id }, admin);
    expect(history.body).toMatchObject([{ action: 'create', userName: '陈建国' }]);
  });

  it('refuses pieces over 999 with 40013, a taken waybill with 10003 and a taken reference number', async () => {
    const big = { pieces: 1000, boxes: [{ boxNo: 'B1', quantity: 999, weight: 1, length: 1, width: 1, height: 1 }, { boxNo: 'B2', quantity: 1, weight: 1, length: 1, width: 1, height: 1 }] };
    expect((await create(big)).code).toBe(40013);
    expect((await create({ waybillNo: 'WB-DUP-1' })).code).toBe(0);
    expect((await create({ waybillNo: 'WB-DUP-1' })).code).toBe(10003);
    expect((await create({ referenceNo2: 'REF-000001' })).body).toEqual({ field: 'referenceNo2', reason: 'invalidValue' });
  });

  it('refuses unusable customers (10039, 10041) and another company\'s channel', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
    const stopped = await orderInputFor(t.database.db, company.id, 'C0003');
    expect((await create({ customerId: stopped.customerId })).code).toBe(10039);
    const suspended = await orderInputFor(t.database.db, company.id, 'C0004');
    expect((await create({ customerId: suspended.customerId })).code).toBe(10041);
    expect((await create({ channelId: 999_999 })).body).toEqual({ field: 'channelId', reason: 'notFound' });
  });

  it("answers another company's order exactly as a missing one (20157)", async () => {
    const created = await create();
    const other = await t.login('otheradmin');
    expect((await t.call('main', 'getOrder', { id: created.body.id }, other)).code).toBe(20157);
    expect((await t.call('main', 'getOrder', { id: 99_999_999 }, admin)).code).toBe(20157);
  });
});

describe('updateOrder', () => {
  it('edits at the current version, lists the changes and refuses a stale version', async () => {
    const { id } = (await create()).body;
    const saved = await t.call<{ version: number }>('main', 'updateOrder', { ...base, id, version: 1, itemName: 'Tablet cases' }, admin);
    expect(saved.body).toEqual({ id, version: 2, blacklistHits: [] });
    const stale = await t.call('main', 'updateOrder', { ...base, id, version: 1, itemName: 'Other' }, admin);
    expect(stale.body).toEqual({ field: 'version', reason: 'stale' });
    const history = await t.call<{ action: string; changes: unknown[] }[]>('main', 'getOrderHistory', { id }, admin);
    expect(history.body[1]).toEqual(expect.objectContaining({ action: 'edit', changes: [{ field: 'itemName', before: 'Phone cases', after: 'Tablet cases' }] }));
  });
});

describe('cargo owner', () => {
  it("creates for the partner carrier and sees only its own orders", async () => {
    const owner = await t.login('demoowner');
    const created = await create({ kind: 'create', carrierCompanyNo: 'HYEXP' }, owner);
    expect(created.code).toBe(0);
    const mine = await t.call<{ list: { id: number }[]; total: number }>('main', 'listOrders', { pageSize: 300 }, owner);
    expect(mine.body.list.map((o) => o.id)).toContain(created.body.id);
    const carrierOnly = (await create()).body.id;
    expect(mine.body.list.map((o) => o.id)).not.toContain(carrierOnly);
    expect((await t.call('main', 'getOrder', { id: carrierOnly }, owner)).code).toBe(20157);
    expect((await create({ kind: 'create', carrierCompanyNo: 'GLBX' }, owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
  });

  it('picks from its partner carriers and their channels only', async () => {
    const owner = await t.login('demoowner');
    const carriers = await t.call<{ list: { value: string }[]; pageCount: number }>('main', 'partnerCarrierComboBox', { keyword: '' }, owner);
    expect(carriers.body).toMatchObject({ list: [{ value: 'HYEXP' }], pageCount: 1 });
    const channels = await t.call<{ list: { value: number }[] }>('main', 'transSortComBox', { keyword: '', companyNo: 'HYEXP' }, owner);
    expect(channels.body.list.map((c) => c.value)).toContain(base.channelId);
    expect((await t.call('main', 'transSortComBox', { keyword: '', companyNo: 'GLBX' }, owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
  });

  it('hands outbound orders to another carrier only, and a carrier enters only orders it carries itself', async () => {
    const handed = await create({ kind: 'send', partnerCompanyNo: 'glbx' });
    expect(handed.code).toBe(0);
    expect((await t.call<{ partnerCompanyNo: string }>('main', 'getOrder', { id: handed.body.id }, admin)).body.partnerCompanyNo).toBe('GLBX');
    expect((await create({ kind: 'send', partnerCompanyNo: 'HYEXP' })).body).toEqual({ field: 'partnerCompanyNo', reason: 'invalidValue' });
    expect((await create({ kind: 'send', partnerCompanyNo: 'NOSUCH' })).body).toEqual({ field: 'partnerCompanyNo', reason: 'notFound' });
    expect((await create({ carrierCompanyNo: 'GLBX' })).body).toEqual({ field: 'carrierCompanyNo', reason: 'invalidValue' });
  });

  it('needs a customer on a carrier\'s own order', async () => {
    expect((await create({ customerId: undefined })).body).toEqual({ field: 'customerId', reason: 'required' });
    expect((await create({ customerId: undefined, carrierCompanyNo: 'HYEXP' })).body).toEqual({ field: 'customerId', reason: 'required' });
  });
});
