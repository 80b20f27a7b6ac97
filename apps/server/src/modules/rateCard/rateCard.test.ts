import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, RateCardSummary, RateCardView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { rateCards } from './rateCard.table.ts';
import { addEditorWithoutCost, cardInput } from './rateCard.testing.ts';
import { cardsInForce, loadRateCards } from './index.ts';

let t: TestApp;
let admin: string;
let other: string;
let noCost: string;
let air: number;
let sea: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, other, noCost] = [await t.login('demoadmin'), await t.login('otheradmin'), await addEditorWithoutCost(t, 'HYEXP', 'rcnocost')];
  const ids = demoIds(t);
  [air, sea] = [await ids.channel('HYEXP', 'HY-US-AIR'), await ids.channel('HYEXP', 'HY-EU-SEA')];
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveRateCard', body, token);
const get = (id: number, token = admin) => t.call<RateCardView>('main', 'getRateCard', { id }, token);
const list = async (filters: Record<string, unknown>, token = admin) => (await t.call<Page<RateCardSummary>>('main', 'listRateCards', { pageSize: 300, ...filters }, token)).body;
/** The test's own cards (of 2020), not the demo's. */
const testCards = async (filters: Record<string, unknown>, token = admin) => (await list(filters, token)).list.filter((card) => card.validFrom.startsWith('2020'));
const cardCount = async () => (await t.database.db.select().from(rateCards)).length;

describe('rate cards', () => {
  let id: number;
  it('keeps a card whole, its decimals as the text given, and replaces it whole with a new version, logged', async () => {
    const input = cardInput(air, { validFrom: '2020-01-01', maxPieceWeight: '30', transitDaysMin: 3, transitDaysMax: 6, serviceTerms: 'No liquids.' });
    const created = await save(input);
    expect(created.code).toBe(0);
    id = created.body.id;
    const view = (await get(id)).body;
    const { channelId: _channel, ...sent } = input;
    expect(view).toMatchObject({ ...sent, id, channelCode: 'HY-US-AIR', validTo: null, public: false, volumetricBasis: 'shipment', volumetricDivisor: 5000, zoneCount: 2, breakCount: 3, surchargeCount: 2 });
    expect(view.zones[1].destinations[0]).toEqual({ country: 'MX', postcodes: ['9'], cities: [] });
    expect(view.breaks[1]).toEqual({ fromKg: '0.5', toKg: '20', method: 'additional', stepKg: '0.5', prices: ['18.1250', null] });
    const version = async () => (await t.database.db.select().from(rateCards).where(eq(rateCards.id, id)))[0].version;
    const before = await version();
    expect((await save({ ...input, id, name: 'US air 2026 v2', surcharges: [] })).code).toBe(0);
    expect((await get(id)).body).toMatchObject({ name: 'US air 2026 v2', surcharges: [], surchargeCount: 0 });
    expect((await loadRateCards(t.database.db, [id]))[0].name).toBe('US air 2026 v2');
    expect(await version()).toBe(before + 1);
    const audit = await auditRowsOf(t, 'rateCard', id);
    expect(audit.map((row) => row.action)).toEqual(['update', 'create']);
    expect(audit[0].changes.map((change) => change.field).sort()).toEqual(['name', 'surcharges']);
  });

  it('refuses a gap, an overlap, an unknown country, a negative price, a country in two zones, an unknown goods type, naming the cell, saving nothing', async () => {
    const count = await cardCount();
    const breaks = cardInput(air).breaks as Record<string, unknown>[];
    const refused = async (overrides: Record<string, unknown>) => (await save(cardInput(air, { validFrom: '2020-06-01', ...overrides }))).body;
    expect(await refused({ breaks: [breaks[0], { ...breaks[1], fromKg: '1' }] })).toMatchObject({ field: 'breaks.1.fromKg', reason: 'gap' });
    expect(await refused({ breaks: [breaks[0], { ...breaks[1], fromKg: '0.25' }] })).toMatchObject({ field: 'breaks.1.fromKg', reason: 'overlap' });
    expect(await refused({ zones: [{ code: '1', destinations: [{ country: 'US' }, { country: 'QQ' }] }, { code: '2', destinations: [{ country: 'CA' }] }] }))
      .toMatchObject({ field: 'zones.0.destinations.1.country', reason: 'notFound' });
    expect(await refused({ breaks: [{ ...breaks[0], prices: ['-1', '2'] }] })).toMatchObject({ field: 'breaks.0.prices.0' });
    expect(await refused({ zones: [{ code: '1', destinations: [{ country: 'US' }] }, { code: '2', destinations: [{ country: 'US' }] }] }))
      .toMatchObject({ field: 'zones.1.destinations.0.country', reason: 'duplicate' });
    expect(await refused({ surcharges: [{ kind: 'goodsType', basis: 'fixed', amount: '5', goodsType: 'plutonium' }] })).toMatchObject({ field: 'surcharges.0.goodsType', reason: 'notFound' });
    expect(await cardCount()).toBe(count);
  });

  it('refuses a second card of the channel and kind on its first day, and another company its channel and card', async () => {
    expect((await save(cardInput(air, { validFrom: '2020-01-01' }))).body).toEqual({ field: 'validFrom', reason: 'duplicate' });
    expect((await save(cardInput(air, { validFrom: '2020-01-01' }), other)).body).toEqual({ field: 'channelId', reason: 'notFound' });
    expect((await get(id, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteRateCard', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await list({ channelId: air }, other)).total).toBe(0);
  });

  it('keeps cost cards from a caller without rateCard.cost: refused to save or delete, never listed or got', async () => {
    const cost = await save(cardInput(air, { kind: 'cost', validFrom: '2020-01-01' }));
    expect(cost.code).toBe(0);
    expect((await save(cardInput(air, { kind: 'cost', validFrom: '2020-02-01' }), noCost)).code).toBe(10021);
    expect((await save(cardInput(air, { id: cost.body.id, kind: 'sell', validFrom: '2020-03-01' }), noCost)).code).toBe(10021);
    expect((await save(cardInput(air, { id, kind: 'cost' }), noCost)).code).toBe(10021);
    expect((await t.call('main', 'deleteRateCard', { id: cost.body.id }, noCost)).code).toBe(10021);
    expect((await get(cost.body.id, noCost)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await testCards({ channelId: air }, noCost)).map((card) => card.kind)).toEqual(['sell']);
    expect((await testCards({ channelId: air })).map((card) => card.kind).sort()).toEqual(['cost', 'sell']);
    expect((await get(id, noCost)).body.name).toBe('US air 2026 v2');
  });

  it('lists the cards in force on a day: begun, not ended, and no later card of the channel and kind begun', async () => {
    expect((await save(cardInput(air, { validFrom: '2020-03-01', validTo: '2020-03-31' }))).code).toBe(0);
    expect((await save(cardInput(sea, { validFrom: '2020-02-01' }))).code).toBe(0);
    const inForce = async (day: string) => (await testCards({ day, kind: 'sell' })).map((card) => `${card.channelCode} ${card.validFrom}`);
    expect(await inForce('2019-12-31')).toEqual([]);
    expect(await inForce('2020-02-15')).toEqual(['HY-EU-SEA 2020-02-01', 'HY-US-AIR 2020-01-01']);
    expect(await inForce('2020-03-01')).toEqual(['HY-US-AIR 2020-03-01', 'HY-EU-SEA 2020-02-01']);
    // The March card ended; the January one stays replaced by it.
    expect(await inForce('2020-04-01')).toEqual(['HY-EU-SEA 2020-02-01']);
    const winners = await cardsInForce(t.database.db, await demoIds(t).company('HYEXP'), 'sell', '2020-02-15', { channelIds: [air] });
    expect(winners).toEqual([{ id, version: 2, channelId: air, priceLevelId: null, kind: 'sell' }]);
  });

  it('deletes a card, logged', async () => {
    expect((await t.call('main', 'deleteRateCard', { id }, admin)).code).toBe(0);
    expect((await get(id)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await auditRowsOf(t, 'rateCard', id))[0].action).toBe('delete');
  });
});
