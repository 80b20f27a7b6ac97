import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicTrackingResult, TrackingResult } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { orders } from '../order/index.ts';

let t: TestApp;
let admin: string;
let shipped: typeof orders.$inferSelect;
let ownerOrder: typeof orders.$inferSelect;
let otherOrder: typeof orders.$inferSelect;
let carrierOnly: typeof orders.$inferSelect;

const companyIdOf = async (companyNo: string) =>
  (await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo)))[0].id;
const query = (numbers: string, token = admin) => t.call<TrackingResult[]>('main', 'queryTracking', { numbers }, token);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  const hy = await companyIdOf('HYEXP');
  [shipped] = await t.database.db.select().from(orders).where(and(eq(orders.companyId, hy), eq(orders.status, 'signed'))).limit(1);
  [ownerOrder] = await t.database.db.select().from(orders).where(and(eq(orders.companyId, hy), isNotNull(orders.ownerCompanyId))).limit(1);
  [carrierOnly] = await t.database.db.select().from(orders).where(and(eq(orders.companyId, hy), isNull(orders.ownerCompanyId))).limit(1);
  [otherOrder] = await t.database.db.select().from(orders).where(eq(orders.companyId, await companyIdOf('GLBX'))).limit(1);
});
afterAll(() => t.close());

describe('queryTracking', () => {
  it('finds orders by order, waybill and customer number with all their events, and answers notFound for the rest', async () => {
    const { code, body } = await query(`${shipped.orderNo}\n\n${shipped.waybillNo}\n${shipped.customerNo}\n${otherOrder.orderNo}\nNOPE123`);
    expect(code).toBe(0);
    expect(body.map((r) => r.found)).toEqual([true, true, true, false, false]);
    const first = body[0] as Extract<TrackingResult, { found: true }>;
    expect(first.order).toMatchObject({ orderNo: shipped.orderNo, status: 'signed' });
    expect(first.events.some((e) => !e.isPublic)).toBe(true);
  });

  it('refuses more than 20 lines with 400 tooBig', async () => {
    const numbers = Array.from({ length: 21 }, (_, i) => `N${i}`).join('\n');
    expect(await query(numbers)).toMatchObject({ code: 400, body: { field: 'numbers', reason: 'tooBig', max: 20 } });
  });

  it('shows a cargo owner only its own orders', async () => {
    const owner = await t.login('demoowner');
    const { body } = await query(`${ownerOrder.orderNo}\n${carrierOnly.orderNo}`, owner);
    expect(body.map((r) => r.found)).toEqual([true, false]);
  });
});

describe('addTrackingEvent', () => {
  it("adds an event to the carrier's order and refuses another company's with 20157", async () => {
    const event = { occurredAt: '2026-01-02T03:04:05Z', place: 'LAX', status: 'customsHold', description: 'Held for inspection', isPublic: false };
    expect((await t.call('main', 'addTrackingEvent', { ...event, orderId: shipped.id }, admin)).code).toBe(0);
    expect((await t.call('main', 'addTrackingEvent', { ...event, orderId: otherOrder.id }, admin)).code).toBe(20157);
    const [result] = (await query(shipped.orderNo)).body as Extract<TrackingResult, { found: true }>[];
    expect(result.events.some((e) => e.status === 'customsHold')).toBe(true);
  });
});

describe('the words of tracking events', () => {
  it("answers the system's events as a code and parameters, and a clerk's as typed", async () => {
    const [result] = (await query(shipped.orderNo)).body as Extract<TrackingResult, { found: true }>[];
    const system = result.events.filter((e) => e.code !== null);
    expect(system.map((e) => e.code)).toEqual(expect.arrayContaining(['warehouseReceived', 'leftWarehouse', 'exportDeclared', 'customsReleased', 'delivered']));
    expect(system.every((e) => e.description === '' && Object.keys(e.params).length === 0)).toBe(true);
    expect(result.events.find((e) => e.status === 'customsHold')).toMatchObject({ code: null, params: {}, description: 'Held for inspection' });
  });

  it('keeps the reason typed with an action as a parameter of its code', async () => {
    const [toCancel] = await t.database.db.select().from(orders).where(and(eq(orders.companyId, await companyIdOf('HYEXP')), eq(orders.status, 'toBeAudited'))).limit(1);
    expect((await t.call('main', 'applyOrderAction', { ids: [toCancel.id], action: 'cancel', reason: '客户撤回' }, admin)).code).toBe(0);
    const [result] = (await query(toCancel.orderNo)).body as Extract<TrackingResult, { found: true }>[];
    expect(result.events).toMatchObject([{ status: 'cancelled', code: 'cancel', params: { reason: '客户撤回' }, description: '', isPublic: false }]);
  });
});

describe('publicTracking', () => {
  it('answers status, country and public events only, without a login', async () => {
    const { code, body } = await t.call<PublicTrackingResult[]>('main', 'publicTracking', { numbers: `${shipped.waybillNo}\n${shipped.customerNo}` });
    expect(code).toBe(0);
    expect(body[1].found).toBe(false);
    const result = body[0] as Extract<PublicTrackingResult, { found: true }>;
    expect(Object.keys(result).sort()).toEqual(['country', 'events', 'found', 'number', 'status']);
    expect(result.events.every((e) => Object.keys(e).sort().join() === 'code,description,occurredAt,params,place')).toBe(true);
    expect(result.events.some((e) => e.description === 'Held for inspection')).toBe(false);
  });

  it('answers 10058 after 60 queries a minute from one address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 60; i++) codes.push((await t.call('main', 'publicTracking', { numbers: 'X1' })).code);
    expect(codes.at(-1)).toBe(10058);
  });
});
