import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComboBoxOutput, Page, TransAgreementFormOptions, TransAgreementView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { utcToday } from './agreement-allows.ts';

let t: TestApp;
let admin: string;
let ids: ReturnType<typeof demoIds>;
let hyexp: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  ids = demoIds(t);
  hyexp = await ids.company('HYEXP');
});
afterAll(() => t.close());

const DAY = 86_400_000;
const dayFromToday = (days: number) => new Date(Date.parse(utcToday()) + days * DAY).toISOString().slice(0, 10);
const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveTransAgreement', body, token);
const list = async (filters: Record<string, unknown> = {}) => (await t.call<Page<TransAgreementView>>('main', 'listTransAgreements', filters, admin)).body;
const createOrder = async (customerCode: string, channelCode: string) =>
  t.call('main', 'createOrder', await orderInputFor(t.database.db, hyexp, customerCode, channelCode), admin);
const defaultGroup = async (companyId: number) =>
  (await t.database.db.select({ id: customerGroups.id }).from(customerGroups).where(and(eq(customerGroups.companyId, companyId), eq(customerGroups.isDefault, true))))[0].id;

describe('a customer named by an agreement', () => {
  it('lists the demo agreement in force with its customer and channels', async () => {
    const { list: rows } = await list();
    expect(rows).toMatchObject([{ customerCode: 'C1003', groupName: null, state: 'inForce', channels: [{ code: 'HY-DHL' }, { code: 'HY-EU-SEA' }] }]);
  });

  it('orders only on the channels of its agreements in force, and the order form offers only those', async () => {
    expect((await createOrder('C1003', 'HY-FBA-US')).body).toEqual({ field: 'channelId', reason: 'notAgreed' });
    expect((await createOrder('C1003', 'HY-DHL')).code).toBe(0);
    const offered = await t.call<ComboBoxOutput>('main', 'transSortComBox', { purpose: 'order', customerId: await ids.customer('HYEXP', 'C1003') }, admin);
    expect(offered.body.list.map((item) => item.label.split(' ')[0])).toEqual(['HY-DHL', 'HY-EU-SEA']);
    expect((await createOrder('C0002', 'HY-FBA-US')).code).toBe(0);
  });
});

describe('an agreement for a group', () => {
  let id: number;
  it('restricts every customer of the group from its start, and logs it', async () => {
    const channelIds = [await ids.channel('HYEXP', 'HY-DHL')];
    const created = await save({ customerGroupId: await defaultGroup(hyexp), channelIds, validFrom: utcToday(), remarks: '默认组只走 DHL' });
    expect(created.code).toBe(0);
    id = created.body.id;
    expect((await createOrder('C0002', 'HY-FBA-US')).body).toEqual({ field: 'channelId', reason: 'notAgreed' });
    expect((await createOrder('C0002', 'HY-DHL')).code).toBe(0);
    const [row] = await auditRowsOf(t, 'transAgreement', id);
    expect(row).toMatchObject({ action: 'create', entityLabel: `default ${utcToday()}~` });
    expect(row.changes).toContainEqual({ field: 'channels', before: null, after: ['HY-DHL'] });
  });

  it('leaves the customer no channel once every agreement has ended, and every channel once none is left', async () => {
    const group = await defaultGroup(hyexp);
    const channelIds = [await ids.channel('HYEXP', 'HY-DHL')];
    expect((await save({ id, customerGroupId: group, channelIds, validFrom: dayFromToday(-30), validTo: dayFromToday(-1) })).code).toBe(0);
    expect((await list({ state: 'expired' })).list.map((a) => a.id)).toEqual([id]);
    expect((await createOrder('C0002', 'HY-DHL')).body).toEqual({ field: 'channelId', reason: 'notAgreed' });
    expect((await t.call('main', 'deleteTransAgreement', { id }, admin)).code).toBe(0);
    expect((await createOrder('C0002', 'HY-FBA-US')).code).toBe(0);
    expect((await auditRowsOf(t, 'transAgreement', id)).map((row) => row.action)).toEqual(['delete', 'update', 'create']);
  });

  it('shows an agreement not started yet as upcoming', async () => {
    const channelIds = [await ids.channel('HYEXP', 'HY-FBA-US')];
    const { body } = await save({ customerId: await ids.customer('HYEXP', 'C1004'), channelIds, validFrom: dayFromToday(10), validTo: dayFromToday(400) });
    expect((await list({ state: 'upcoming' })).list.map((a) => a.id)).toEqual([body.id]);
    expect((await list({ channelId: channelIds[0] })).list.map((a) => a.id)).toEqual([body.id]);
  });
});

describe('saveTransAgreement refusals', () => {
  it('names the field of bad input and changes nothing', async () => {
    const channelIds = [await ids.channel('HYEXP', 'HY-DHL')];
    const customerId = await ids.customer('HYEXP', 'C1005');
    const base = { customerId, channelIds, validFrom: '2026-01-01' };
    expect((await save({ channelIds, validFrom: '2026-01-01' })).body).toEqual({ field: 'customerId', reason: 'required' });
    expect((await save({ ...base, customerGroupId: await defaultGroup(hyexp) })).body).toEqual({ field: 'customerGroupId', reason: 'invalidValue' });
    expect((await save({ ...base, validTo: '2025-12-31' })).body).toEqual({ field: 'validTo', reason: 'invalidValue' });
    expect((await save({ ...base, channelIds: [] })).body).toEqual({ field: 'channelIds', reason: 'required', min: 1 });
    expect((await save({ ...base, channelIds: [channelIds[0], channelIds[0]] })).body).toEqual({ field: 'channelIds', reason: 'duplicate' });
    expect((await save({ ...base, validFrom: '2026-02-30' })).body).toMatchObject({ field: 'validFrom', reason: 'invalidFormat' });
    expect((await list({ customerId })).total).toBe(0);
  });

  it("treats another company's customer, group, channel and agreement as missing", async () => {
    const glbx = await ids.company('GLBX');
    const channelIds = [await ids.channel('HYEXP', 'HY-DHL')];
    const base = { channelIds, validFrom: '2026-01-01' };
    expect((await save({ ...base, customerId: await ids.customer('GLBX', 'G0001') })).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await save({ ...base, customerGroupId: await defaultGroup(glbx) })).body).toEqual({ field: 'customerGroupId', reason: 'notFound' });
    const customerId = await ids.customer('HYEXP', 'C1005');
    expect((await save({ ...base, customerId, channelIds: [channelIds[0], await ids.channel('GLBX', 'GX-JP-EMS')] })).body).toEqual({ field: 'channelIds.1', reason: 'notFound' });
    const other = await t.login('otheradmin');
    const theirs = await save({ ...base, customerId: await ids.customer('GLBX', 'G0001'), channelIds: [await ids.channel('GLBX', 'GX-JP-EMS')] }, other);
    expect(theirs.code).toBe(0);
    expect((await save({ ...base, id: theirs.body.id, customerId })).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteTransAgreement', { id: theirs.body.id }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await list()).list.map((a) => a.id)).not.toContain(theirs.body.id);
  });
});

describe('the agreement form', () => {
  it("offers the company's channels, groups and customers", async () => {
    const options = (await t.call<TransAgreementFormOptions>('main', 'getTransAgreementFormOptions', {}, admin)).body;
    expect(options.channels.map((c) => c.code)).toContain('HY-AU-AIR');
    expect(options.groups.map((g) => g.name)).toEqual(['default', '电商大客户']);
    const customers = (await t.call<ComboBoxOutput>('main', 'transAgreementCustomerComboBox', { keyword: '茶' }, admin)).body;
    expect(customers.list).toEqual([{ value: await ids.customer('HYEXP', 'C1003'), label: 'C1003 蓝海茶业' }]);
  });

  it('refuses staff without the agreement functions and any cargo owner with 10021', async () => {
    const operator = await t.login('demooper');
    expect((await t.call('main', 'listTransAgreements', {}, operator)).code).toBe(10021);
    expect((await t.call('main', 'deleteTransAgreement', { id: 1 }, operator)).code).toBe(10021);
    expect((await t.call('main', 'listTransAgreements', {}, await t.login('demoowner'))).code).toBe(10021);
  });
});
