import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { GetOrderPricesOutput } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { companies } from '../company/index.ts';
import { customers } from '../customer/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { rateCards } from '../rateCard/index.ts';
import { cardInput } from '../rateCard/rateCard.testing.ts';

let t: TestApp;
let admin: string;
let base: Awaited<ReturnType<typeof orderInputFor>>;
let sellCardId: number;

const create = (extra: Record<string, unknown> = {}, token = admin) => t.call<{ id: number }>('main', 'createOrder', { ...base, ...extra }, token);
const pricesOf = async (id: number, token = admin) => (await t.call<GetOrderPricesOutput>('main', 'getOrderPrices', { id }, token)).body.list;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('demoadmin');
  const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  const channel = { code: 'PRICED-US', nameCn: '计价美国', nameEn: 'Priced US', transportClass: 'express', businessType: 'parcel', postcodeDestinations: false, destinations: [] };
  const channelId = (await t.call<{ id: number }>('main', 'saveChannel', channel, admin)).body.id;
  base = { ...await orderInputFor(t.database.db, company.id), channelId };
  sellCardId = (await t.call<{ id: number }>('main', 'saveRateCard', cardInput(base.channelId), admin)).body.id;
  const cost = cardInput(base.channelId, { kind: 'cost', name: 'DHL cost', surcharges: [], breaks: [{ fromKg: '0', toKg: '70', method: 'perKg', prices: ['20', '20'] }] });
  expect((await t.call('main', 'saveRateCard', cost, admin)).code).toBe(0);
});
afterAll(() => t.close());

describe('orders are priced', () => {
  let orderId: number;

  it("stores the 'created' price with its breakdown, and the cost beside it", async () => {
    orderId = (await create()).body.id;
    const [cost, sell] = [...await pricesOf(orderId)].sort((a, b) => a.kind.localeCompare(b.kind));
    // 2 pieces of 1.75 kg (the box line's 3.5 kg), 30×20×10 cm: 2.4 kg volumetric; 3.5 kg chargeable.
    // 45.00 + 6 × 18.125 = 153.75; fuel 15.5 % = 23.83; total 177.58. Cost: 3.5 kg × 20 = 70.00.
    expect(sell).toMatchObject({
      stage: 'created', kind: 'sell', currency: 'RMB', total: '177.58', refusal: null, pricedByName: '陈建国',
      breakdown: { zoneCode: '1', actualWeight: '3.5', volumetricWeight: '2.4', chargeableWeight: '3.5', baseFreight: '153.75', total: '177.58' },
      pieces: [{ quantity: 2, weight: '1.75', length: 30, width: 20, height: 10 }],
    });
    expect(cost).toMatchObject({ stage: 'created', kind: 'cost', total: '70.00' });
  });

  it('keeps the stored price when the card changes; the audit prices again on the card of the day', async () => {
    const changed = { ...cardInput(base.channelId), id: sellCardId, surcharges: [] };
    expect((await t.call('main', 'saveRateCard', changed, admin)).code).toBe(0);
    expect((await pricesOf(orderId)).find((row) => row.kind === 'sell')?.total).toBe('177.58');
    expect((await t.call('main', 'auditPass', { id: orderId, waybillNo: 'PRICED-0001' }, admin)).code).toBe(0);
    const sells = (await pricesOf(orderId)).filter((row) => row.kind === 'sell');
    expect(sells.map((row) => [row.stage, row.total])).toEqual([['audited', '153.75'], ['created', '177.58']]);
  });

  it('re-prices a re-weighed order with the measured pieces, keeping the declared ones readable', async () => {
    const reweighed = await t.call('main', 'reweighOrder', { id: orderId, pieces: [{ quantity: 1, weight: 5, length: 40, width: 30, height: 20 }] }, admin);
    // 40×30×20 / 5000 = 4.8 kg < 5 kg: 45.00 + 9 × 18.125 = 208.125 → 208.13.
    expect(reweighed.body).toEqual({ total: '208.13', currency: 'RMB', refusal: null });
    const sells = (await pricesOf(orderId)).filter((row) => row.kind === 'sell');
    expect(sells.map((row) => row.stage)).toEqual(['reweighed', 'audited', 'created']);
    expect(sells[0]).toMatchObject({ pieces: [{ quantity: 1, weight: '5' }], breakdown: { actualWeight: '5', chargeableWeight: '5' } });
    expect(sells[2]).toMatchObject({ pieces: [{ quantity: 2, weight: '1.75' }], breakdown: { actualWeight: '3.5' } });
  });

  it("refuses a re-weigh of another company's order (20157) and of a cancelled one", async () => {
    const other = await t.login('otheradmin');
    const pieces = [{ quantity: 1, weight: 2 }];
    expect((await t.call('main', 'reweighOrder', { id: orderId, pieces }, other)).code).toBe(20157);
    expect((await t.call('main', 'getOrderPrices', { id: orderId }, other)).code).toBe(20157);
    const cancelled = (await create()).body.id;
    expect((await t.call('main', 'applyOrderAction', { ids: [cancelled], action: 'cancel', reason: 'test' }, admin)).code).toBe(0);
    expect((await t.call('main', 'reweighOrder', { id: cancelled, pieces }, admin)).body).toMatchObject({ field: 'status', reason: 'invalidValue' });
  });

  it('stores the refusal when no card is in force, and never refuses the order', async () => {
    await t.database.db.update(rateCards).set({ validFrom: '2099-01-01' }).where(and(eq(rateCards.channelId, base.channelId), eq(rateCards.kind, 'sell')));
    const created = await create();
    expect(created.code).toBe(0);
    expect((await pricesOf(created.body.id)).filter((row) => row.kind === 'sell')).toMatchObject([{ stage: 'created', kind: 'sell', total: null, currency: null, breakdown: null, refusal: { reason: 'noRateCard' } }]);
    await t.database.db.update(rateCards).set({ validFrom: '2026-01-01' }).where(and(eq(rateCards.channelId, base.channelId), eq(rateCards.kind, 'sell')));
  });

  it("an edit prices again ('updated')", async () => {
    const id = (await create()).body.id;
    const order = await t.call<{ version: number }>('main', 'getOrder', { id }, admin);
    const { boxes, ...rest } = base;
    const edited = await t.call('main', 'updateOrder', { ...rest, boxes: [{ ...boxes[0], weight: 9.5 }], weight: 9.5, id, version: order.body.version }, admin);
    expect(edited.code).toBe(0);
    const sell = (await pricesOf(id)).find((row) => row.kind === 'sell');
    expect(sell).toMatchObject({ stage: 'updated', breakdown: { actualWeight: '9.5' } });
  });
});

describe('who sees what', () => {
  it('shows a cargo owner its selling prices only, without the price level', async () => {
    const { db } = t.database;
    const [linked] = await db.select({ id: customers.id }).from(customers)
      .where(and(eq(customers.companyId, base.customerId ? (await db.select({ c: customers.companyId }).from(customers).where(eq(customers.id, base.customerId)))[0].c : 0), isNotNull(customers.linkedOwnerCompanyId)));
    expect((await t.call('main', 'savePriceLevel', { name: 'Owner level', rules: [{ channelId: base.channelId, mode: 'adjust', adjustPercent: '10' }] }, admin)).code).toBe(0);
    await db.update(customers).set({ quotation: 'Owner level' }).where(eq(customers.id, linked.id));
    const id = (await create({ customerId: linked.id })).body.id;
    const staff = await pricesOf(id);
    expect(staff.map((row) => row.kind).sort()).toEqual(['cost', 'sell']);
    expect(staff.find((row) => row.kind === 'sell')?.breakdown?.priceLevel).toEqual({ name: 'Owner level', adjustPercent: '10' });
    const owner = await pricesOf(id, await t.login('demoowner'));
    expect(owner).toMatchObject([{ kind: 'sell', breakdown: { priceLevel: null } }]);
    expect(owner).toHaveLength(1);
  });

  it('shows an operator without the cost right the selling prices only', async () => {
    const id = (await create()).body.id;
    const rows = await pricesOf(id, await t.login('demooper'));
    expect(rows.map((row) => row.kind)).toEqual(['sell']);
  });
});
