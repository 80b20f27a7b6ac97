import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelQuote, FreightTrialOutput, PublicPriceQueryOutput } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { eq } from 'drizzle-orm';
import { demoIds } from '../channel/channel.testing.ts';
import { customers } from '../customer/index.ts';
import { addUser } from '../partner/partner.testing.ts';
import { cardInput } from '../rateCard/rateCard.testing.ts';
import { PUBLIC_PRICE_RATE } from './price.commands.ts';

let t: TestApp;
let admin: string;
let other: string;
let owner: string;
let channelId: number;
let germanyOnly: number;

const channel = (code: string, destinations: unknown[] = []) => ({
  code, nameCn: `试算${code}`, nameEn: `Trial ${code}`, transportClass: 'express', businessType: 'parcel', postcodeDestinations: false, destinations,
});
const trial = (body: Record<string, unknown>, token = admin) => t.call<FreightTrialOutput>('main', 'freightTrial', body, token);
const quoteOf = (output: FreightTrialOutput, id: number) => output.quotes.find((quote) => quote.channelId === id) as ChannelQuote;
/** 2.1 kg in a 30×20×10 cm box to New York, on a day the test cards are in force. */
const SHIPMENT = { country: 'US', postcode: '10001', city: 'New York', pieces: [{ quantity: 1, weight: 2.1, length: 30, width: 20, height: 10 }], day: '2026-01-15' };

beforeAll(async () => {
  t = await createTestApp();
  [admin, other, owner] = [await t.login('demoadmin'), await t.login('otheradmin'), await t.login('demoowner')];
  channelId = (await t.call<{ id: number }>('main', 'saveChannel', channel('PRICE-US'), admin)).body.id;
  germanyOnly = (await t.call<{ id: number }>('main', 'saveChannel', channel('PRICE-DE', [{ country: 'DE', postcodes: [] }]), admin)).body.id;
  for (const id of [channelId, germanyOnly]) expect((await t.call('main', 'saveRateCard', cardInput(id, { public: id === channelId }), admin)).code).toBe(0);
  expect((await t.call('main', 'saveRateCard', cardInput(channelId, { kind: 'cost', name: 'US cost', breaks: cardInput(channelId).breaks }), admin)).code).toBe(0);
  expect((await t.call('main', 'saveExchangeRate', { fromCurrency: 'USD', toCurrency: 'RMB', effectiveDate: '2026-01-01', rate: '7.2' }, admin)).code).toBe(0);
});
afterAll(() => t.close());

describe('freight trial', () => {
  it('prices the card in force: volumetric against actual, step, first and additional weight, fuel, goods type, converted', async () => {
    const { body, code } = await trial({ ...SHIPMENT, goodsType: 'battery', displayCurrency: 'USD', channelIds: [channelId] });
    expect(code).toBe(0);
    // 30×20×10 / 5000 = 1.2 kg < 2.1 kg actual; up to the 0.5 step: 2.5 kg. 45.00 + 4 × 18.125 = 117.50;
    // fuel 15.5 % = 18.2125 → 18.21; battery 2 × 2.5 kg = 5.00; total 140.71; in USD at 1 / 7.2 = 0.13888889: 19.54.
    expect(quoteOf(body, channelId)).toMatchObject({
      refusal: null, transitDaysMin: null,
      price: {
        zoneCode: '1', actualWeight: '2.1', volumetricWeight: '1.2', chargeableWeight: '2.5', baseFreight: '117.50', minChargeApplied: false,
        surcharges: [{ kind: 'fuel', amount: '18.21' }, { kind: 'goodsType', goodsType: 'battery', amount: '5.00' }], total: '140.71', currency: 'RMB',
      },
      converted: { amount: '19.54', currency: 'USD', rate: '0.13888889' },
    });
  });

  it('says in words why a channel is not offered: no service, no zone, over the weight limit, no card', async () => {
    const served = await trial({ ...SHIPMENT, channelIds: [channelId, germanyOnly] });
    expect(quoteOf(served.body, germanyOnly).refusal).toEqual({ reason: 'noService', resultCode: 101001, detail: 'receiver.country' });
    expect(served.body.quotes.map((quote) => quote.channelId)).toEqual([channelId, germanyOnly]);
    expect(quoteOf((await trial({ ...SHIPMENT, country: 'JP', channelIds: [channelId] })).body, channelId).refusal).toMatchObject({ reason: 'noZone' });
    const heavy = { ...SHIPMENT, pieces: [{ quantity: 2, weight: 40 }], channelIds: [channelId] };
    expect(quoteOf((await trial(heavy)).body, channelId).refusal).toEqual({ reason: 'overWeight', detail: '70' });
    expect(quoteOf((await trial({ ...SHIPMENT, day: '2025-12-31', channelIds: [channelId] })).body, channelId).refusal).toEqual({ reason: 'noRateCard' });
  });

  it('prices a customer through its price level: a percentage on the card, or the level’s own card', async () => {
    const customerId = await demoIds(t).customer('HYEXP', 'C0002');
    const level = await t.call<{ id: number }>('main', 'savePriceLevel', { name: 'Trial VIP', rules: [{ channelId, mode: 'adjust', adjustPercent: '-10' }, { channelId: germanyOnly, mode: 'ownCard' }] }, admin);
    await t.database.db.update(customers).set({ quotation: 'Trial VIP' }).where(eq(customers.id, customerId));
    const forCustomer = (await trial({ ...SHIPMENT, goodsType: 'battery', customerId, channelIds: [channelId] })).body;
    // 117.50 × 0.9 = 105.75; fuel 15.5 % of 105.75 = 16.39125 → 16.39; battery 5.00 × 0.9 = 4.50; total 126.64.
    expect(quoteOf(forCustomer, channelId).price).toMatchObject({
      priceLevel: { name: 'Trial VIP', adjustPercent: '-10' }, baseFreight: '105.75', surcharges: [{ amount: '16.39' }, { amount: '4.50' }], total: '126.64',
    });
    const ownCard = cardInput(germanyOnly, { name: 'DE for VIP', priceLevelId: level.body.id, zones: [{ code: 'DE', destinations: [{ country: 'DE' }] }], breaks: [{ fromKg: '0', toKg: '30', method: 'perKg', prices: ['10'] }], surcharges: [] });
    expect((await t.call('main', 'saveRateCard', ownCard, admin)).code).toBe(0);
    const inGermany = (await trial({ ...SHIPMENT, country: 'DE', postcode: '10115', city: 'Berlin', customerId, channelIds: [germanyOnly] })).body;
    // 2.5 kg × 10.00 = 25.00, no surcharge on the level's own card.
    expect(quoteOf(inGermany, germanyOnly).price).toMatchObject({ rateCardName: 'DE for VIP', priceLevel: { name: 'Trial VIP', adjustPercent: null }, total: '25.00' });
    // Without the customer, the channel's standard card holds no German zone.
    expect(quoteOf((await trial({ ...SHIPMENT, country: 'DE', postcode: '10115', channelIds: [germanyOnly] })).body, germanyOnly).refusal).toEqual({ reason: 'noZone' });
  });

  it('shows cost prices only to those who may see costs, and prices only for those who may', async () => {
    expect(quoteOf((await trial({ ...SHIPMENT, kind: 'cost', channelIds: [channelId] })).body, channelId).price?.rateCardName).toBe('US cost');
    const operator = await addUser(t, 'HYEXP', 'price-operations', 'operationsManager');
    expect((await trial({ ...SHIPMENT, kind: 'cost' }, operator)).code).toBe(10021);
    expect(quoteOf((await trial({ ...SHIPMENT, channelIds: [channelId] }, operator)).body, channelId).price?.rateCardName).toBe('US air 2026');
    const clerk = await addUser(t, 'HYEXP', 'price-clerk', 'operator');
    expect((await trial(SHIPMENT, clerk)).code).toBe(10021);
  });

  it('never prices for another company: its customer and its channels stay out of reach', async () => {
    expect((await trial({ ...SHIPMENT, customerId: 1 }, other)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await trial({ ...SHIPMENT, channelIds: [channelId] }, other)).body.quotes).toEqual([]);
  });

  it('gives a cargo owner its partner carrier’s selling prices, named by carrier', async () => {
    const { body, code } = await t.call<FreightTrialOutput>('main', 'queryOwnPrices', { ...SHIPMENT }, owner);
    expect(code).toBe(0);
    const quote = body.quotes.find((row) => row.channelCode === 'PRICE-US');
    expect(quote).toMatchObject({ carrierCompanyNo: 'HYEXP', price: { rateCardName: 'US air 2026' } });
    expect((await t.call('main', 'freightTrial', SHIPMENT, owner)).code).toBe(10021);
    expect((await t.call('main', 'queryOwnPrices', { ...SHIPMENT, carrierCompanyNo: 'NOPE01' }, owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
  });
});

describe('public price pages', () => {
  const query = (body: Record<string, unknown>) => t.call<PublicPriceQueryOutput>('main', 'publicPriceQuery', body);

  it('answers only the public selling cards of the carrier, without login', async () => {
    const { body, code } = await query({ companyNo: 'hyexp', country: 'US', postcode: '10001', weight: 2.1 });
    expect(code).toBe(0);
    expect(body.companyNo).toBe('HYEXP');
    const codes = body.quotes.map((quote) => quote.channelCode);
    expect(codes).toContain('PRICE-US');
    expect(codes).not.toContain('PRICE-DE');
    expect(body.quotes.find((quote) => quote.channelCode === 'PRICE-US')).not.toHaveProperty('price');
    expect((await query({ companyNo: 'NOPE01', country: 'US', weight: 1 })).code).toBe(10015);
  });

  it('is rate limited per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i <= PUBLIC_PRICE_RATE.perMinute; i++) codes.push((await query({ companyNo: 'HYEXP', country: 'US', weight: 1 })).code);
    expect(codes.at(-1)).toBe(10058);
  });
});
