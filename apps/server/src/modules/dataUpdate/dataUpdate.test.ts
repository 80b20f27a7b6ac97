import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataUpdateView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { orderInputFor } from '../order/order.fixture.ts';

let t: TestApp;
let admin: string;
let other: string;
let order: Awaited<ReturnType<typeof orderInputFor>>;
beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  order = await orderInputFor(t.database.db, await demoIds(t).company('HYEXP'));
});
afterAll(() => t.close());

const overview = async (token = admin) => (await t.call<DataUpdateView>('main', 'getDataUpdate', {}, token)).body;
const switchTo = (switches: Record<string, boolean>, token = admin) => t.call('main', 'saveDataSwitches', switches, token);
const createOrder = (receiver: Record<string, unknown>) => t.call<{ id: number }>('main', 'createOrder', { ...order, receiver: { ...order.receiver, ...receiver } }, admin);
const rowsOf = (view: DataUpdateView, key: string) => view.dataSets.find((set) => set.key === key)!;

describe('data update', () => {
  it("lists each data set with the company's row count and its last change, and the switches on by default", async () => {
    const before = await overview();
    expect(before.dataSets.map((set) => set.key)).toEqual(['postcode', 'destination', 'cityAbbreviation', 'remoteArea', 'blacklist', 'subject', 'skuLibrary', 'englishNameRule', 'baseData']);
    expect(before.switches).toEqual({ postcodeCheck: true, blacklistCheck: true });
    expect(rowsOf(before, 'postcode').rows).toBeGreaterThan(1000);
    expect((await t.call('main', 'saveCityAbbreviation', { countryCode: 'US', cityName: '波特兰', code: 'PDX' }, admin)).code).toBe(0);
    const after = rowsOf(await overview(), 'cityAbbreviation');
    expect(after.rows).toBe(rowsOf(before, 'cityAbbreviation').rows + 1);
    expect(after.changedBy).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(after.changedAt!)).toBeLessThan(60_000);
    expect(rowsOf(await overview(other), 'cityAbbreviation')).toMatchObject({ rows: 0, changedAt: null, changedBy: null });
  });

  it("lists the SKU library: the company's SKUs and their last change, not another company's", async () => {
    const before = rowsOf(await overview(), 'skuLibrary');
    const sku = { customerId: order.customerId, code: 'DU-1', nameCn: '马克杯', currency: 'USD' };
    expect((await t.call('main', 'saveSku', sku, admin)).code).toBe(0);
    const after = rowsOf(await overview(), 'skuLibrary');
    expect(after.rows).toBe(before.rows + 1);
    expect(after.changedBy).toEqual(expect.any(String));
    expect(Date.now() - Date.parse(after.changedAt!)).toBeLessThan(60_000);
    expect(rowsOf(await overview(other), 'skuLibrary')).toMatchObject({ rows: 0, changedAt: null, changedBy: null });
  });

  it("switched off, the postcode check lets a city that disagrees with the company's postcode data through; on again, refuses it (40002)", async () => {
    expect((await t.call('main', 'savePostcode', { country: 'US', postcode: '97201', city: 'Portland', state: 'OR' }, admin)).code).toBe(0);
    expect((await createOrder({ postcode: '97201', city: 'Seattle' })).code).toBe(40002);
    expect((await switchTo({ postcodeCheck: false, blacklistCheck: true })).code).toBe(0);
    expect((await createOrder({ postcode: '97201', city: 'Seattle' })).code).toBe(0);
    const view = await overview();
    expect(view.switches).toEqual({ postcodeCheck: false, blacklistCheck: true });
    expect(view.switchesChange.changedBy).toEqual(expect.any(String));
    expect((await overview(other)).switches.postcodeCheck).toBe(true);
    expect((await switchTo({ postcodeCheck: true, blacklistCheck: true })).code).toBe(0);
    expect((await createOrder({ postcode: '97201', city: 'Seattle' })).code).toBe(40002);
  });

  it('switched off, the blacklist check lets an order matching a refusing entry through', async () => {
    const saved = await t.call('main', 'saveBlacklistEntry', { subject: 'phone', matchKind: 'exact', value: '+1 555 0177', action: 'refuse' }, admin);
    expect(saved.code).toBe(0);
    expect((await createOrder({ phone: '+1 555 0177' })).code).not.toBe(0);
    expect((await switchTo({ postcodeCheck: true, blacklistCheck: false })).code).toBe(0);
    expect((await createOrder({ phone: '+1 555 0177' })).code).toBe(0);
    expect((await switchTo({ postcodeCheck: true, blacklistCheck: true })).code).toBe(0);
  });
});
