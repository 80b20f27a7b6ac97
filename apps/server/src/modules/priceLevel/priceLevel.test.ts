import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, PriceLevelOptions, PriceLevelView } from '@parcelflow/contract';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { customers } from '../customer/index.ts';

let t: TestApp;
let admin: string;
let other: string;
let options: PriceLevelOptions;

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'savePriceLevel', body, token);
const list = async (token = admin) => (await t.call<Page<PriceLevelView>>('main', 'listPriceLevels', { pageSize: 100 }, token)).body;
const levelNamed = async (name: string) => (await list()).list.find((level) => level.name === name) as PriceLevelView;

beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  options = (await t.call<PriceLevelOptions>('main', 'getPriceLevelOptions', {}, admin)).body;
});
afterAll(() => t.close());

describe('price levels', () => {
  it('keeps a level with its groups and channel rules, the percentage as exact text, logged', async () => {
    const [first, second] = options.channels;
    const { body, code } = await save({
      name: 'VIP 2026', remarks: '年框客户', groupIds: [options.groups[0].id],
      rules: [{ mode: 'adjust', adjustPercent: '-5.5' }, { channelId: first.id, mode: 'adjust', adjustPercent: '+12.25' }, { channelId: second.id, mode: 'ownCard' }],
    });
    expect(code).toBe(0);
    expect(await levelNamed('VIP 2026')).toMatchObject({
      id: body.id, remarks: '年框客户', groups: [{ id: options.groups[0].id }], customerCount: 0,
      rules: [{ channelId: null, mode: 'adjust', adjustPercent: '-5.5' }, { channelId: first.id, channelCode: first.code, mode: 'adjust', adjustPercent: '12.25' }, { channelId: second.id, channelCode: second.code, mode: 'ownCard', adjustPercent: null }],
    });
    expect((await auditRowsOf(t, 'priceLevel', body.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('refuses a second rule for a channel, a missing or stray percentage, a taken name or group, another company’s channel', async () => {
    const channel = options.channels[0].id;
    expect((await save({ name: 'X', rules: [{ channelId: channel, mode: 'ownCard' }, { channelId: channel, mode: 'ownCard' }] })).body).toMatchObject({ field: 'rules.1.channelId', reason: 'duplicate' });
    expect((await save({ name: 'X', rules: [{ mode: 'adjust' }] })).body).toMatchObject({ field: 'rules.0.adjustPercent', reason: 'required' });
    expect((await save({ name: 'X', rules: [{ mode: 'ownCard', adjustPercent: '5' }] })).body).toMatchObject({ field: 'rules.0.adjustPercent', reason: 'invalidValue' });
    expect((await save({ name: 'X', rules: [{ mode: 'adjust', adjustPercent: '-100' }] })).body).toMatchObject({ field: 'rules.0.adjustPercent', reason: 'invalidValue' });
    expect((await save({ name: 'VIP 2026' })).body).toEqual({ field: 'name', reason: 'duplicate' });
    expect((await save({ name: 'X', groupIds: [options.groups[0].id] })).body).toEqual({ field: 'groupIds', reason: 'inUse' });
    expect((await save({ name: 'X', rules: [{ channelId: channel, mode: 'ownCard' }] }, other)).body).toEqual({ field: 'rules.0.channelId', reason: 'notFound' });
    expect((await list()).list.some((level) => level.name === 'X')).toBe(false);
  });

  it('renames the quotation of the customers quoted it, and is not deleted while they are', async () => {
    const level = await levelNamed('VIP 2026');
    const customerId = await demoIds(t).customer('HYEXP', 'C0002');
    const quotationOf = async () => (await t.database.db.select({ quotation: customers.quotation }).from(customers).where(eq(customers.id, customerId)))[0].quotation;
    await t.database.db.update(customers).set({ quotation: 'VIP 2026' }).where(eq(customers.id, customerId));
    expect((await levelNamed('VIP 2026')).customerCount).toBe(1);
    expect((await save({ id: level.id, name: 'VIP 2027', groupIds: [], rules: [] })).code).toBe(0);
    expect(await quotationOf()).toBe('VIP 2027');
    expect((await t.call('main', 'deletePriceLevel', { id: level.id }, admin)).body).toEqual({ field: 'id', reason: 'inUse', usedBy: 'customers' });
  });

  it('is never seen or changed by another company', async () => {
    const level = await levelNamed('VIP 2027');
    expect((await list(other)).list.some((row) => row.id === level.id)).toBe(false);
    expect((await save({ id: level.id, name: 'Stolen' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deletePriceLevel', { id: level.id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
  });
});
