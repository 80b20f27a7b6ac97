import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogRow, ComboBoxOutput, InviteView, Page, PartnerView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { addCargoOwner, addUser } from './partner.testing.ts';

let t: TestApp;
let carrier: string;
let owner: string;
let hyexpId: number;

const today = new Date().toISOString().slice(0, 10);
const generate = async (body: Record<string, unknown> = {}) => (await t.call<{ id: number; code: string }>('main', 'generateInvite', body, carrier)).body;
const accept = (code: unknown, token = owner) => t.call<{ id: number; companyNo: string }>('main', 'acceptInvite', { code }, token);
const partners = (token: string, query: Record<string, unknown> = {}) => t.call<Page<PartnerView>>('main', 'listPartners', query, token);
const inviteOf = async (code: string) => (await t.call<Page<InviteView>>('main', 'listInvites', { code }, carrier)).body.list[0];
const logOf = async (token: string, entity: string) =>
  (await t.call<Page<AuditLogRow>>('main', 'listAuditLog', { dateFrom: today, dateTo: today, entity }, token)).body.list;
const customerOf = async (companyNo: string) => {
  const [owner] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  return (await t.database.db.select().from(customers).where(and(eq(customers.companyId, hyexpId), eq(customers.linkedOwnerCompanyId, owner.id))))[0];
};
const orderAs = async (token: string, carrierCompanyNo = 'HYEXP') =>
  t.call('main', 'createOrder', { ...(await orderInputFor(t.database.db, hyexpId)), kind: 'create', customerId: undefined, carrierCompanyNo }, token);

beforeAll(async () => {
  t = await createTestApp();
  carrier = await t.login('demoadmin');
  owner = await addCargoOwner(t, 'OWN2001', '蓝海家居');
  [{ id: hyexpId }] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, 'HYEXP'));
});
afterAll(() => t.close());

describe('acceptInvite', () => {
  it('refuses a blank, malformed or unknown code with 10115, changing nothing', async () => {
    for (const code of ['', '   ', 'ABC', 'ZZZZZZZZZZZZ', undefined, 42]) expect((await accept(code)).code, String(code)).toBe(10115);
    expect((await partners(owner)).body.total).toBe(0);
  });

  it('starts a cooperation with a new customer record of the carrier, ignoring case, spaces and hyphens', async () => {
    const { code } = await generate();
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4, 8)} ${code.slice(8)}`;
    expect((await accept(typed)).body).toMatchObject({ companyNo: 'HYEXP' });
    expect(await inviteOf(code)).toMatchObject({ status: 'used', usedByCompanyNo: 'OWN2001', usedAt: expect.any(String) });
    expect(await customerOf('OWN2001')).toMatchObject({ code: 'OWN2001', name: '蓝海家居', deletedAt: null });
  });

  it('refuses a used code (10116), an abolished one (10117) and a second cooperation with the same carrier (10226)', async () => {
    const [used] = (await t.call<Page<InviteView>>('main', 'listInvites', { status: 'used', usedBy: 'OWN2001' }, carrier)).body.list;
    expect(await accept(used.code)).toMatchObject({ code: 10116, body: { field: 'code', status: 'used' } });
    const abolished = await generate();
    await t.call('main', 'abolishInvite', { id: abolished.id }, carrier);
    expect(await accept(abolished.code)).toMatchObject({ code: 10117, body: { field: 'code' } });
    const again = await generate();
    expect(await accept(again.code)).toMatchObject({ code: 10226, body: { field: 'code', companyNo: 'HYEXP' } });
    expect((await inviteOf(again.code)).status).toBe('unused');
  });

  it('is for cargo owners only: a carrier, and staff without the right, get 10021', async () => {
    const { code } = await generate();
    expect((await accept(code, await t.login('otheradmin'))).code).toBe(10021);
    expect((await accept(code, await addUser(t, 'OWN2001', 'own2001cash', 'cashier'))).code).toBe(10021);
    expect((await inviteOf(code)).status).toBe('unused');
  });

  it("links the customer a code names, and refuses one another cargo owner holds (10226)", async () => {
    const third = await addCargoOwner(t, 'OWN3001', '远航贸易');
    const [c0002] = await t.database.db.select().from(customers).where(and(eq(customers.companyId, hyexpId), eq(customers.code, 'C0002')));
    const named = await generate({ customerId: c0002.id });
    const stale = await generate({ customerId: c0002.id });
    expect((await accept(named.code, third)).code).toBe(0);
    expect((await customerOf('OWN3001'))?.id).toBe(c0002.id);
    const fourth = await addCargoOwner(t, 'OWN4001', '北辰电商');
    expect(await accept(stale.code, fourth)).toMatchObject({ code: 10226, body: { field: 'code' } });
  });
});

describe('acceptInvite at the same moment', () => {
  it('lets one of two cargo owners have a code, and one owner only one cooperation with a carrier', async () => {
    const [first, second] = [await addCargoOwner(t, 'OWN5001', '并发甲'), await addCargoOwner(t, 'OWN5002', '并发乙')];
    const { code } = await generate();
    const raced = await Promise.all([accept(code, first), accept(code, second)]);
    expect(raced.map((answer) => answer.code).sort()).toEqual([0, 10116]);
    const [a, b] = [await generate(), await generate()];
    const twice = await Promise.all([accept(a.code, await addCargoOwner(t, 'OWN5003', '并发丙')), accept(b.code, await t.login('own5003admin'))]);
    expect(twice.map((answer) => answer.code).sort()).toEqual([0, 10226]);
  });
});

describe('listPartners', () => {
  it('shows the carrier its cargo owners and the owner its carriers, with only what the partnership allows', async () => {
    const ofCarrier = (await partners(carrier, { keyword: 'OWN2001' })).body.list;
    expect(ofCarrier).toEqual([expect.objectContaining({
      kind: 'cargoOwner', companyNo: 'OWN2001', name: '蓝海家居', contactName: 'own2001admin', status: 'active', endedAt: null, customerCode: 'OWN2001',
    })]);
    const ofOwner = (await partners(owner)).body.list;
    expect(ofOwner).toEqual([expect.objectContaining({ kind: 'carrier', companyNo: 'HYEXP', name: '华运国际物流', contactName: '陈建国', contactPhone: '13800000001', customerCode: null, customerName: null })]);
    expect(Object.keys(ofOwner[0]).sort()).toEqual(['companyNo', 'contactName', 'contactPhone', 'customerCode', 'customerName', 'endedAt', 'endedBySelf', 'id', 'kind', 'name', 'nameEn', 'since', 'status']);
  });

  it('filters by status and keyword, pages, and refuses staff without the right (10021)', async () => {
    const demoOwner = await t.login('demoowner');
    const history = (await partners(demoOwner)).body.list;
    expect(history.map((row) => row.status)).toEqual(['active', 'dissolved']);
    expect((await partners(demoOwner, { status: 'dissolved' })).body.total).toBe(1);
    expect((await partners(carrier, { keyword: '远航' })).body.list.map((row) => row.companyNo)).toEqual(['OWN3001']);
    expect((await partners(carrier, { pageSize: 7 })).body).toMatchObject({ field: 'pageSize' });
    expect((await partners(await t.login('demooper'))).code).toBe(10021);
    expect((await partners(await t.login('otheradmin'))).body.list.every((row) => row.companyNo !== 'OWN2001')).toBe(true);
  });
});

describe('dissolvePartnership', () => {
  it('lets the owner end it: the code becomes ended, the customer unlinked, and the owner can no longer order or pick the carrier', async () => {
    expect((await orderAs(owner)).code).toBe(0);
    const [partnership] = (await partners(owner)).body.list;
    const code = (await t.call<Page<InviteView>>('main', 'listInvites', { status: 'used', usedBy: 'OWN2001' }, carrier)).body.list[0].code;
    expect((await t.call('main', 'dissolvePartnership', { id: partnership.id }, owner)).code).toBe(0);

    expect((await partners(owner)).body.list[0]).toMatchObject({ status: 'dissolved', endedAt: expect.any(String), endedBySelf: true });
    expect((await partners(carrier, { keyword: 'OWN2001' })).body.list[0]).toMatchObject({ status: 'dissolved', endedBySelf: false });
    expect((await inviteOf(code)).status).toBe('ended');
    expect(await customerOf('OWN2001')).toBeUndefined();
    expect((await orderAs(owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
    expect((await t.call<ComboBoxOutput>('main', 'partnerCarrierComboBox', { keyword: '' }, owner)).body.list).toEqual([]);
    expect((await t.call('main', 'transSortComBox', { keyword: '', companyNo: 'HYEXP' }, owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
    expect(await accept(code)).toMatchObject({ code: 10116, body: { status: 'ended' } });
  });

  it('refuses orders through a carrier whose customer is linked to the owner without a partnership', async () => {
    const [ownerRow] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, 'OWN2001'));
    const [c0004] = await t.database.db.update(customers).set({ linkedOwnerCompanyId: ownerRow.id })
      .where(and(eq(customers.companyId, hyexpId), eq(customers.code, 'C0004'))).returning();
    expect((await orderAs(owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
    await t.database.db.update(customers).set({ linkedOwnerCompanyId: null }).where(eq(customers.id, c0004.id));
  });

  it('starts again with a new code on the former customer record, and the owner orders again', async () => {
    const before = (await t.database.db.select().from(customers).where(and(eq(customers.companyId, hyexpId), eq(customers.code, 'OWN2001'))))[0];
    expect((await accept((await generate()).code)).code).toBe(0);
    expect((await customerOf('OWN2001'))?.id).toBe(before.id);
    expect((await orderAs(owner)).code).toBe(0);
    expect((await partners(owner)).body.list.map((row) => row.status)).toEqual(['active', 'dissolved']);
  });

  it('lets the carrier end it too, and logs it on both sides', async () => {
    const [active] = (await partners(carrier, { keyword: 'OWN2001', status: 'active' })).body.list;
    expect((await t.call('main', 'dissolvePartnership', { id: active.id }, carrier)).code).toBe(0);
    expect((await orderAs(owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });

    const ownerLog = await logOf(owner, 'partner');
    expect(ownerLog.map((row) => row.action)).toEqual(['dissolve', 'accept', 'dissolve', 'accept']);
    expect(ownerLog[0]).toMatchObject({ entityLabel: 'HYEXP 华运国际物流', changes: [{ field: 'status', before: 'active', after: 'dissolved' }] });
    const carrierLog = await logOf(carrier, 'partner');
    expect(carrierLog.filter((row) => row.entityLabel === 'OWN2001 蓝海家居').map((row) => row.action)).toEqual(['dissolve', 'accept', 'dissolve', 'accept']);
    const customerLog = (await logOf(carrier, 'customer')).filter((row) => row.entityLabel.startsWith('OWN2001'));
    expect(customerLog.map((row) => row.action)).toEqual(['update', 'update', 'update', 'create']);
    expect((await logOf(carrier, 'invite')).some((row) => row.action === 'accept' && row.changes.some((c) => c.after === 'used'))).toBe(true);
  });

  it("refuses another company's partnership as missing and an ended one as invalid", async () => {
    const [ended] = (await partners(owner, { status: 'dissolved' })).body.list;
    expect((await t.call('main', 'dissolvePartnership', { id: ended.id }, owner)).body).toMatchObject({ field: 'id', reason: 'invalidValue', status: 'dissolved' });
    const [demo] = (await partners(await t.login('demoowner'), { status: 'active' })).body.list;
    expect((await t.call('main', 'dissolvePartnership', { id: demo.id }, owner)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'dissolvePartnership', { id: demo.id }, await t.login('otheradmin'))).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'dissolvePartnership', { id: demo.id }, await t.login('demooper'))).code).toBe(10021);
  });
});
