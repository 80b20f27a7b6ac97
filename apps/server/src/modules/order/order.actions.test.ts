import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { companies } from '../company/index.ts';
import { channels } from '../channel/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { BULK_AUDIT_LOCK_BASE, withBulkAuditGuard } from './order.actions.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { orderInputFor } from './order.fixture.ts';
import { numberSegments, trackingEvents } from './order.table.ts';

let t: TestApp;
let admin: string;
let companyId: number;
let base: Awaited<ReturnType<typeof orderInputFor>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  companyId = (await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP')))[0].id;
  base = await orderInputFor(t.database.db, companyId);
});
afterAll(() => t.close());

const create = async (extra: Record<string, unknown> = {}) => (await t.call<{ id: number }>('main', 'createOrder', { ...base, ...extra }, admin)).body.id;
const statusOf = async (id: number) => (await t.call<{ status: string }>('main', 'getOrder', { id }, admin)).body.status;
const act = (ids: number[], action: string, reason?: string) => t.call('main', 'applyOrderAction', { ids, action, reason }, admin);
const newChannel = async (code: string) =>
  (await t.database.db.insert(channels).values({ companyId, code, nameCn: '测试渠道', transportClass: 'air', businessType: 'parcel' }).returning({ id: channels.id }))[0].id;

describe('audit pass on a channel whose labels come from the carrier', () => {
  it('waits in "to get label" until the label is fetched, then goes to ship', async () => {
    const channelId = (await t.database.db.insert(channels).values({ companyId, code: 'T-LABEL', nameCn: '取号渠道', transportClass: 'express', businessType: 'parcel', labelFromCarrier: true }).returning({ id: channels.id }))[0].id;
    const id = await create({ channelId, waybillNo: 'LBL-0001' });
    expect((await t.call('main', 'auditPass', { id }, admin)).code).toBe(0);
    expect(await statusOf(id)).toBe('toGetLabel');
    expect((await act([id], 'getLabel')).code).toBe(0);
    expect(await statusOf(id)).toBe('toShip');
  });
});

describe('applyOrderAction', () => {
  it('applies to all or to none, naming the order that blocks it', async () => {
    const a = await create();
    const b = await create();
    expect((await act([a], 'cancel', 'customer asked')).code).toBe(0);
    const refused = await act([a, b], 'delete');
    expect(refused.code).toBe(400);
    expect(refused.body).toMatchObject({ field: 'ids', id: a, status: 'cancelled' });
    expect(await statusOf(b)).toBe('toBeAudited');
    expect((await act([a, 99_999_999], 'restore')).code).toBe(20157);
    expect(await statusOf(a)).toBe('cancelled');
    expect((await act([a], 'restore')).code).toBe(0);
    expect(await statusOf(a)).toBe('toBeAudited');
  });

  it('needs a reason to cancel or fail an audit, and writes history and an internal tracking event', async () => {
    const id = await create();
    expect((await act([id], 'auditFail')).body).toEqual({ field: 'reason', reason: 'required' });
    expect((await act([id], 'auditFail', 'bad address')).code).toBe(0);
    const history = await t.call<{ action: string; reason: string }[]>('main', 'getOrderHistory', { id }, admin);
    expect(history.body.at(-1)).toMatchObject({ action: 'auditFail', reason: 'bad address' });
    const events = await t.database.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, id));
    expect(events).toMatchObject([{ status: 'toBeCorrected', isPublic: false }]);
    expect((await act([id], 'submit')).code).toBe(0);
    expect(await statusOf(id)).toBe('toBeAudited');
  });

  it('refuses an action the caller lacks the function for (10021)', async () => {
    const id = await create();
    const operator = await t.login('demooper');
    expect((await t.call('main', 'applyOrderAction', { ids: [id], action: 'cancel', reason: 'x' }, operator)).code).toBe(10021);
  });
});

describe('auditPass and bulkAudit', () => {
  it('uses a typed number (10003 when taken), 20164 without segments, 20166 when used up', async () => {
    const typed = await create();
    expect((await t.call('main', 'auditPass', { id: typed, waybillNo: 'TYPED-1' }, admin)).body).toEqual({ id: typed, waybillNo: 'TYPED-1' });
    const again = await create();
    expect((await t.call('main', 'auditPass', { id: again, waybillNo: 'TYPED-1' }, admin)).code).toBe(10003);
    const bare = await create({ channelId: await newChannel('T-NONE') });
    expect((await t.call('main', 'auditPass', { id: bare }, admin)).code).toBe(20164);
    const usedUpChannel = await newChannel('T-USED');
    await t.database.db.insert(numberSegments).values({ companyId, channelId: usedUpChannel, type: 'waybill', startNumber: 1, endNumber: 1, nextNumber: 2 });
    expect((await t.call('main', 'auditPass', { id: await create({ channelId: usedUpChannel }) }, admin)).code).toBe(20166);
  });

  it('gives 20 parallel audits 20 distinct numbers from the segment', async () => {
    const channelId = await newChannel('T-PAR');
    await t.database.db.insert(numberSegments).values({ companyId, channelId, type: 'waybill', prefix: 'PA', startNumber: 1000, endNumber: 9999, nextNumber: 1000 });
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await create({ channelId }));
    const answers = await Promise.all(ids.map((id) => t.call<{ waybillNo: string }>('main', 'auditPass', { id }, admin)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.body.waybillNo)).size).toBe(20);
  });

  it('audits in bulk, all or none, and refuses a second bulk audit while one runs (40001)', async () => {
    const channelId = await newChannel('T-BULK');
    await t.database.db.insert(numberSegments).values({ companyId, channelId, type: 'waybill', startNumber: 1, endNumber: 999, nextNumber: 1 });
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await create({ channelId }));
    const second = await withBulkAuditGuard(companyId, () => t.call('main', 'bulkAudit', { ids: ids.slice(29) }, admin));
    expect(second.code).toBe(40001);
    const first = await t.call<{ count: number }>('main', 'bulkAudit', { ids: ids.slice(0, 29) }, admin);
    expect(first.body.count).toBe(29);
    expect((await t.call('main', 'bulkAudit', { ids: [ids[0], ids[29]] }, admin)).code).toBe(400);
    expect(await statusOf(ids[29])).toBe('toBeAudited');
    const segment = await t.database.db.select().from(numberSegments).where(and(eq(numberSegments.channelId, channelId)));
    expect(segment[0].nextNumber).toBe(30);
  });

  // Another server process is another database session: only PostgreSQL has several.
  it.runIf(process.env.TEST_DB === 'postgres')('refuses a bulk audit while another process holds the company lock (40001)', async () => {
    const ids = [await create({ waybillNo: 'LOCK-0001' }), await create({ waybillNo: 'LOCK-0002' })];
    await t.database.db.transaction(async (tx) => {
      await executeRows(tx, sql`select pg_advisory_xact_lock(${BULK_AUDIT_LOCK_BASE + companyId})`);
      expect((await t.call('main', 'bulkAudit', { ids }, admin)).code).toBe(40001);
    });
    expect((await t.call<{ count: number }>('main', 'bulkAudit', { ids }, admin)).body.count).toBe(2);
  });
});
