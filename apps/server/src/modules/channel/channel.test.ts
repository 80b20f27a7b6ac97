import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelView, ComboBoxOutput, Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { auditRowsOf, demoIds } from './channel.testing.ts';

let t: TestApp;
let admin: string;
let ids: ReturnType<typeof demoIds>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  ids = demoIds(t);
});
afterAll(() => t.close());

const channel = (over: Record<string, unknown> = {}) => ({
  code: 'test-ca', nameCn: '测试加拿大线', nameEn: 'Test Canada Line', transportClass: 'express', businessType: 'parcel', trackable: true,
  senderName: '华运国际物流', senderPhone: '0755-86601234', senderAddress: '深圳市宝安区航城大道 168 号', postcodeDestinations: true,
  destinations: [{ country: 'CA', postcodes: ['m', 'V5-V7'] }], enabled: true, ...over,
});
const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveChannel', body, token);
const list = async (filters: Record<string, unknown> = {}) => (await t.call<Page<ChannelView>>('main', 'listChannels', filters, admin)).body;
const createOrder = async (channelCode: string, over: Record<string, unknown> = {}) => {
  const base = await orderInputFor(t.database.db, await ids.company('HYEXP'), 'C0002', channelCode);
  return t.call<{ id: number }>('main', 'createOrder', { ...base, ...over }, admin);
};
const receiver = (country: string, postcode?: string) => ({ receiver: { name: 'Jane Roe', phone: '+1 416 555 0100', country, city: 'Toronto', address1: '1 King St', postcode } });

describe('saveChannel and listChannels', () => {
  let id: number;
  it('creates a channel with the code in upper case and logs it', async () => {
    const created = await save(channel());
    expect(created.code).toBe(0);
    id = created.body.id;
    const [view] = (await list({ keyword: 'TEST-CA' })).list;
    expect(view).toMatchObject({ id, code: 'TEST-CA', destinations: [{ country: 'CA', postcodes: ['M', 'V5-V7'] }], enabled: true });
    const [row] = await auditRowsOf(t, 'channel', id);
    expect(row).toMatchObject({ action: 'create', entityLabel: 'TEST-CA 测试加拿大线' });
    expect(row.changes).toContainEqual({ field: 'destinations', before: null, after: ['CA: M, V5-V7'] });
  });

  it('refuses a taken code with 20038 whatever its case, and changes nothing', async () => {
    expect(await save(channel({ code: 'hy-dhl' }))).toMatchObject({ code: 20038, body: { field: 'code' } });
    expect(await save(channel({ id, code: 'HY-DHL' }))).toMatchObject({ code: 20038, body: { field: 'code' } });
    expect((await list({ keyword: 'TEST-CA' })).list[0].code).toBe('TEST-CA');
  });

  it('refuses fields beyond the limits of 3.6 naming the field', async () => {
    expect((await save(channel({ nameCn: '长'.repeat(41) }))).body).toEqual({ field: 'nameCn', reason: 'tooLong', max: 40 });
    expect((await save(channel({ senderName: 'x'.repeat(41) }))).body).toEqual({ field: 'senderName', reason: 'tooLong', max: 40 });
    expect((await save(channel({ senderAddress: 'x'.repeat(121) }))).body).toEqual({ field: 'senderAddress', reason: 'tooLong', max: 120 });
    expect((await save(channel({ code: 'HY DHL' }))).body).toMatchObject({ field: 'code', reason: 'invalidFormat' });
    expect((await save(channel({ transportClass: 'rail' }))).body).toMatchObject({ field: 'transportClass', reason: 'invalidValue' });
    expect((await save(channel({ destinations: [{ country: 'CA', postcodes: ['V7-V5'] }] }))).body).toMatchObject({ field: 'destinations.0.postcodes.0', reason: 'invalidFormat' });
    expect((await save(channel({ destinations: [{ country: 'CA' }, { country: 'ca' }] }))).body).toMatchObject({ field: 'destinations.1.country', reason: 'duplicate' });
    expect((await save(channel({ postcodeDestinations: false }))).body).toMatchObject({ field: 'destinations.0.postcodes', reason: 'invalidValue' });
    expect((await save(channel({ destinations: [] }))).body).toMatchObject({ field: 'destinations', reason: 'required' });
  });

  it('filters by class, enabled and destination country, and pages', async () => {
    expect((await list({ transportClass: 'sea' })).list.map((c) => c.code)).toEqual(['HY-EU-SEA']);
    expect((await list({ enabled: false })).list.map((c) => c.code)).toEqual(['HY-AU-AIR']);
    const toCanada = (await list({ country: 'CA' })).list.map((c) => c.code);
    expect(toCanada).toEqual(expect.arrayContaining(['HY-CA-EXP', 'HY-DHL', 'TEST-CA']));
    expect(toCanada).not.toContain('HY-US-AIR');
    expect(await t.call('main', 'listChannels', { pageSize: 20 }, admin)).toMatchObject({ code: 400, body: { field: 'pageSize' } });
    const page = await list({ pageSize: 50, currentPage: 2 });
    expect(page).toMatchObject({ list: [], total: 9 });
  });

  it("treats another company's channel as missing", async () => {
    const other = await ids.channel('GLBX', 'GX-JP-EMS');
    expect((await save(channel({ id: other, code: 'GX-JP-EMS' }))).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'setChannelEnabled', { id: other, enabled: false }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteChannel', { id: other }, admin)).body).toEqual({ field: 'id', reason: 'notFound' });
  });
});

describe('orders on a channel', () => {
  it('refuses a destination the channel does not serve with 101001 naming the country or postcode', async () => {
    expect(await createOrder('TEST-CA', receiver('US'))).toMatchObject({ code: 101001, body: { field: 'receiver.country' } });
    expect(await createOrder('TEST-CA', receiver('CA', 'K1A 0B1'))).toMatchObject({ code: 101001, body: { field: 'receiver.postcode' } });
    expect(await createOrder('TEST-CA', receiver('CA'))).toMatchObject({ code: 101001, body: { field: 'receiver.postcode' } });
    expect((await createOrder('TEST-CA', receiver('CA', 'm5v 3l9'))).code).toBe(0);
    expect((await createOrder('TEST-CA', receiver('CA', 'V6B-1A1'))).code).toBe(0);
    expect((await createOrder('HY-US-AIR', receiver('US', '99501'))).body).toMatchObject({ field: 'receiver.postcode' });
  });

  it('takes no order on a disabled channel and leaves it out of the order forms only', async () => {
    const id = await ids.channel('HYEXP', 'TEST-CA');
    expect((await t.call('main', 'setChannelEnabled', { id, enabled: false }, admin)).code).toBe(0);
    expect((await auditRowsOf(t, 'channel', id))[0]).toMatchObject({ action: 'disable', changes: [{ field: 'enabled', before: true, after: false }] });
    expect((await createOrder('TEST-CA', receiver('CA', 'M5V 3L9'))).body).toEqual({ field: 'channelId', reason: 'disabled' });
    const combo = (purpose: string) => t.call<ComboBoxOutput>('main', 'transSortComBox', { keyword: 'TEST', purpose }, admin);
    expect((await combo('order')).body.list).toEqual([]);
    expect((await combo('filter')).body.list).toMatchObject([{ value: id }]);
  });

  it('keeps a channel that orders or segments use (inUse) and deletes an unused one with a log row', async () => {
    expect((await t.call('main', 'deleteChannel', { id: await ids.channel('HYEXP', 'TEST-CA') }, admin)).body).toEqual({ field: 'id', reason: 'inUse', usedBy: 'orders' });
    expect((await t.call('main', 'deleteChannel', { id: await ids.channel('HYEXP', 'HY-DHL') }, admin)).body).toEqual({ field: 'id', reason: 'inUse', usedBy: 'segments' });
    const unused = (await save(channel({ code: 'TEST-UNUSED', postcodeDestinations: false, destinations: [] }))).body.id;
    expect((await t.call('main', 'deleteChannel', { id: unused }, admin)).code).toBe(0);
    expect((await list({ keyword: 'TEST-UNUSED' })).total).toBe(0);
    expect((await auditRowsOf(t, 'channel', unused))[0]).toMatchObject({ action: 'delete', entityLabel: 'TEST-UNUSED 测试加拿大线' });
  });
});

describe('who may manage channels', () => {
  it('refuses staff without the channel functions and any cargo owner with 10021', async () => {
    const operator = await t.login('demooper');
    expect((await t.call('main', 'listChannels', {}, operator)).code).toBe(10021);
    expect((await save(channel({ code: 'TEST-OP' }), operator)).code).toBe(10021);
    const owner = await t.login('demoowner');
    expect((await t.call('main', 'listChannels', {}, owner)).code).toBe(10021);
  });
});
