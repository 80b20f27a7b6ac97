import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressView, AuditLogRow, ComboBoxOutput, Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addUser } from '../partner/partner.testing.ts';

let t: TestApp;
let admin: string;

const today = new Date().toISOString().slice(0, 10);
const receiver = (over: Record<string, unknown> = {}) => ({
  type: 'receiver', alias: '测试仓', name: 'Ann Lee', phone: '13912345678', country: 'US', city: 'Seattle', address: '400 Pine St', ...over,
});
const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveAddress', body, token);
const list = (query: Record<string, unknown> = {}, token = admin) => t.call<Page<AddressView>>('main', 'listAddresses', query, token);
const flag = (id: number, name: 'isCommon' | 'isDefault', value: boolean) => t.call('main', 'setAddressFlag', { id, flag: name, value }, admin);
const countAll = async () => (await list({ pageSize: 300 })).body.total;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
});
afterAll(() => t.close());

describe('saveAddress', () => {
  it('adds a receiver and lists it with the phone masked', async () => {
    const { body } = await save(receiver({ alias: '西雅图仓', company: 'Pine Retail' }));
    const [view] = (await list({ keyword: '西雅图' })).body.list;
    expect(view).toMatchObject({ id: body.id, type: 'receiver', alias: '西雅图仓', phone: '139****5678', company: 'Pine Retail', isCommon: false });
  });

  it('refuses each field against the rules of 5.3, changing nothing', async () => {
    const before = await countAll();
    const refused = [
      [receiver({ alias: '' }), { field: 'alias', reason: 'required' }],
      [receiver({ alias: '一二三四五六七八九' }), { field: 'alias', reason: 'tooLong', max: 8 }],
      [receiver({ phone: '139-1234' }), { field: 'phone', reason: 'invalidFormat' }],
      [receiver({ phone: '1'.repeat(41) }), { field: 'phone', reason: 'tooLong', max: 40 }],
      [receiver({ phone: '139****5678' }), { field: 'phone', reason: 'invalidFormat' }],
      [receiver({ name: 'N'.repeat(41) }), { field: 'name', reason: 'tooLong', max: 40 }],
      [receiver({ company: 'C'.repeat(121) }), { field: 'company', reason: 'tooLong', max: 120 }],
      [receiver({ address: 'A'.repeat(121) }), { field: 'address', reason: 'tooLong', max: 120 }],
      [receiver({ city: 'C'.repeat(31) }), { field: 'city', reason: 'tooLong', max: 30 }],
      [receiver({ state: 'S'.repeat(31) }), { field: 'state', reason: 'tooLong', max: 30 }],
      [receiver({ taxNo: 'T'.repeat(31) }), { field: 'taxNo', reason: 'tooLong', max: 30 }],
      [receiver({ country: 'Atlantis' }), { field: 'country', reason: 'invalidFormat' }],
      [receiver({ type: 'sender', isCommon: true }), { field: 'isCommon', reason: 'invalidValue' }],
    ] as const;
    for (const [body, problem] of refused) expect((await save(body)).body, JSON.stringify(problem)).toEqual(problem);
    expect(await countAll()).toBe(before);
  });

  it('keeps the stored phone when the masked one comes back unchanged, and takes a new one', async () => {
    const { id } = (await save(receiver({ alias: '掩码' }))).body;
    expect((await save(receiver({ id, alias: '掩码改', phone: '139****5678' }))).code).toBe(0);
    const picked = (await t.call<ComboBoxOutput>('main', 'addressComboBox', { type: 'receiver', keyword: '掩码改' }, admin)).body.list[0];
    expect(picked.extra).toMatchObject({ phone: '13912345678', address1: '400 Pine St', country: 'US' });
    expect((await save(receiver({ id, alias: '掩码改', phone: '139****0000' }))).body).toEqual({ field: 'phone', reason: 'invalidFormat' });
    expect((await save(receiver({ id, alias: '掩码改', phone: '13800001111' }))).code).toBe(0);
    expect((await list({ keyword: '掩码改' })).body.list[0].phone).toBe('138****1111');
  });

  it('lets a sender go without an alias', async () => {
    expect((await save({ ...receiver({ alias: '' }), type: 'sender', name: '发件人甲' })).code).toBe(0);
  });
});

describe('common and default marks', () => {
  it('allows at most 4 common receivers and 4 defaults of a type', async () => {
    // The demo holds 2 common receivers, 2 default receivers and 1 default sender.
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await save(receiver({ alias: `常用${i}` }))).body.id);
    expect((await flag(ids[0], 'isCommon', true)).code).toBe(0);
    expect((await flag(ids[1], 'isCommon', true)).code).toBe(0);
    expect((await flag(ids[2], 'isCommon', true)).body).toEqual({ field: 'isCommon', reason: 'tooBig', max: 4 });
    expect((await save(receiver({ alias: '第五个', isCommon: true }))).body).toEqual({ field: 'isCommon', reason: 'tooBig', max: 4 });
    expect((await save(receiver({ id: ids[0], alias: '常用改名', isCommon: true }))).code).toBe(0);

    expect((await flag(ids[0], 'isDefault', true)).code).toBe(0);
    expect((await flag(ids[1], 'isDefault', true)).code).toBe(0);
    expect((await flag(ids[2], 'isDefault', true)).body).toEqual({ field: 'isDefault', reason: 'tooBig', max: 4 });
    expect((await save({ ...receiver({ alias: '' }), type: 'sender', name: '发件人乙', isDefault: true })).code).toBe(0);

    expect((await flag(ids[1], 'isCommon', false)).code).toBe(0);
    expect((await flag(ids[2], 'isCommon', true)).code).toBe(0);
    expect((await list({ type: 'receiver', isCommon: true })).body.total).toBe(4);
    expect((await list({ type: 'receiver', isDefault: true })).body.total).toBe(4);
  });

  it('refuses to mark a sender common', async () => {
    const [sender] = (await list({ type: 'sender' })).body.list;
    expect((await flag(sender.id, 'isCommon', true)).body).toEqual({ field: 'isCommon', reason: 'invalidValue' });
  });
});

describe('listAddresses, addressComboBox and deleteAddress', () => {
  it('filters by type, text and country, common entries first, and pages 50/100/200/300 only', async () => {
    const receivers = (await list({ type: 'receiver', pageSize: 100 })).body.list;
    expect(receivers.every((row) => row.type === 'receiver')).toBe(true);
    expect(receivers.slice(0, 4).every((row) => row.isCommon)).toBe(true);
    expect((await list({ country: 'DE' })).body.list.map((row) => row.alias)).toEqual(['柏林客户']);
    expect((await list({ keyword: 'thames' })).body.list.map((row) => row.alias)).toEqual(['伦敦仓']);
    expect((await list({ pageSize: 20 })).body).toMatchObject({ field: 'pageSize' });
  });

  it('picks only the asked type on the order form', async () => {
    const { body } = await t.call<ComboBoxOutput>('main', 'addressComboBox', { type: 'sender', keyword: '' }, admin);
    expect(body.list.length).toBeGreaterThan(0);
    expect(body.list.every((item) => !('alias' in (item.extra ?? {})) && item.extra?.address1)).toBe(true);
    expect(body.list.some((item) => item.label.includes('洛杉矶'))).toBe(false);
  });

  it('deletes an entry and logs every change with the phone masked', async () => {
    const { id } = (await save(receiver({ alias: '待删' }))).body;
    expect((await t.call('main', 'deleteAddress', { id }, admin)).code).toBe(0);
    expect((await list({ keyword: '待删' })).body.total).toBe(0);
    const log = (await t.call<Page<AuditLogRow>>('main', 'listAuditLog', { dateFrom: today, dateTo: today, entity: 'address', keyword: String(id) }, admin)).body.list;
    expect(log.map((row) => row.action)).toEqual(['delete', 'create']);
    expect(log[1].changes).toEqual(expect.arrayContaining([{ field: 'phone', before: null, after: '139****5678' }, { field: 'alias', before: null, after: '待删' }]));
  });
});

describe('another company and missing rights', () => {
  it("keeps each company's book to itself: another's ids answer as missing", async () => {
    const owner = await t.login('demoowner');
    const ownBook = (await list({}, owner)).body.list;
    expect(ownBook.map((row) => row.alias).sort()).toEqual(['南山办', '美西仓', '英国仓'].sort());
    const [carrierEntry] = (await list()).body.list;
    expect((await save(receiver({ id: carrierEntry.id }), owner)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteAddress', { id: carrierEntry.id }, owner)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'setAddressFlag', { id: carrierEntry.id, flag: 'isDefault', value: false }, owner)).body).toEqual({ field: 'id', reason: 'notFound' });
    const picked = (await t.call<ComboBoxOutput>('main', 'addressComboBox', { type: 'receiver', keyword: '' }, owner)).body.list;
    expect(picked.map((item) => item.value)).not.toContain(carrierEntry.id);
  });

  it('refuses staff without the address rights with 10021', async () => {
    const cashier = await addUser(t, 'HYEXP', 'hycashier', 'cashier');
    expect((await list({}, cashier)).code).toBe(10021);
    expect((await save(receiver(), cashier)).code).toBe(10021);
    const tracker = await addUser(t, 'HYEXP', 'hytracker', 'customerServiceAfterPort');
    expect((await list({}, tracker)).code).toBe(10021);
  });
});
