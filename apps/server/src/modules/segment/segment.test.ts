import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SegmentView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { channels } from '../channel/index.ts';
import { allocateWaybillNumber } from '../order/index.ts';

let t: TestApp;
let admin: string;
let companyId: number;
let channelId: number;
let otherChannelId: number;

const newChannel = async (company: number, code: string) => {
  const [row] = await t.database.db.insert(channels)
    .values({ companyId: company, code, nameCn: code, transportClass: 'air' }).returning({ id: channels.id });
  return row.id;
};
const companyIdOf = async (companyNo: string) =>
  (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo)))[0].id;
const segment = (over: Record<string, unknown> = {}) => ({
  type: 'waybill', channelId, prefix: 'TS', suffix: '', startNumber: 1000, endNumber: 1019, warningCount: 5, enabled: true, ...over,
});
const save = (body: Record<string, unknown>) => t.call<{ id: number }>('main', 'saveSegment', body, admin);
const list = async () => (await t.call<SegmentView[]>('main', 'listSegments', {}, admin)).body.filter((s) => s.channelId === channelId);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  companyId = await companyIdOf('HYEXP');
  channelId = await newChannel(companyId, 'TEST-SEG');
  otherChannelId = await newChannel(await companyIdOf('GLBX'), 'TEST-OTHER');
});
afterAll(() => t.close());

describe('saveSegment and listSegments', () => {
  it('creates a segment and lists it with its usage', async () => {
    const { code, body } = await save(segment());
    expect(code).toBe(0);
    const [view] = await list();
    expect(view).toMatchObject({ id: body.id, channelCode: 'TEST-SEG', total: 20, usedCount: 0, remaining: 20, lastUsedNumber: null, runningLow: false });
  });

  it("refuses another company's channel and an overlapping range of the same channel and type", async () => {
    expect((await save(segment({ channelId: otherChannelId, startNumber: 1 }))).body).toMatchObject({ field: 'channelId', reason: 'notFound' });
    expect((await save(segment({ startNumber: 1019, endNumber: 1030 }))).body).toMatchObject({ field: 'startNumber', reason: 'invalidValue' });
    expect((await save(segment({ type: 'transfer', startNumber: 1019, endNumber: 1030 }))).code).toBe(0);
  });

  it('keeps the numbers already given inside a used segment and refuses to delete it', async () => {
    const [view] = (await list()).filter((s) => s.type === 'waybill');
    expect(await allocateWaybillNumber(t.database.db, companyId, channelId)).toBe('TS1000');
    const moved = await save({ ...segment({ id: view.id, startNumber: 1001 }) });
    expect(moved).toMatchObject({ code: 400, body: { field: 'startNumber', reason: 'tooBig', max: 1000 } });
    expect((await save(segment({ id: view.id, prefix: 'XX' }))).body).toMatchObject({ field: 'prefix' });
    expect((await save(segment({ id: view.id, warningCount: 19 }))).code).toBe(0);
    const [after] = (await list()).filter((s) => s.type === 'waybill');
    expect(after).toMatchObject({ usedCount: 1, remaining: 19, lastUsedNumber: 'TS1000', runningLow: true });
    expect((await t.call('main', 'deleteSegment', { id: view.id }, admin)).body).toMatchObject({ field: 'id', reason: 'invalidValue' });
  });

  it('deletes a never-used segment and disables one', async () => {
    const transfer = (await list()).find((s) => s.type === 'transfer')!;
    expect((await t.call('main', 'setSegmentEnabled', { id: transfer.id, enabled: false }, admin)).code).toBe(0);
    expect((await list()).find((s) => s.id === transfer.id)?.enabled).toBe(false);
    expect((await t.call('main', 'deleteSegment', { id: transfer.id }, admin)).code).toBe(0);
    expect((await list()).some((s) => s.id === transfer.id)).toBe(false);
  });

  it("lists the company's channels for the form", async () => {
    const { body } = await t.call<{ code: string }[]>('main', 'listSegmentChannels', {}, admin);
    expect(body.map((c) => c.code)).toContain('TEST-SEG');
    expect(body.map((c) => c.code)).not.toContain('TEST-OTHER');
  });

  it('refuses a staff member without segment rights with 10021', async () => {
    const operator = await t.login('demooper');
    expect((await t.call('main', 'listSegments', {}, operator)).code).toBe(10021);
  });
});

describe('allocateWaybillNumber', () => {
  it('gives 50 parallel audits 50 distinct numbers, using up the first segment before the second', async () => {
    const channel = await newChannel(companyId, 'TEST-CONC');
    expect((await save(segment({ channelId: channel, prefix: 'A', startNumber: 1, endNumber: 20 }))).code).toBe(0);
    expect((await save(segment({ channelId: channel, prefix: 'B', startNumber: 100, endNumber: 199 }))).code).toBe(0);
    const numbers = await Promise.all(Array.from({ length: 50 }, () => allocateWaybillNumber(t.database.db, companyId, channel)));
    expect(new Set(numbers).size).toBe(50);
    expect(numbers.filter((n) => n?.startsWith('A')).sort()).toEqual(Array.from({ length: 20 }, (_, i) => `A${String(i + 1).padStart(2, '0')}`));
    expect(numbers.filter((n) => n?.startsWith('B')).sort()).toEqual(Array.from({ length: 30 }, (_, i) => `B${100 + i}`));
  });

  it('answers null when every segment is used up or disabled', async () => {
    const channel = await newChannel(companyId, 'TEST-EMPTY');
    expect(await allocateWaybillNumber(t.database.db, companyId, channel)).toBeNull();
  });
});
