import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityAbbreviationView, Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { cityCodesOf, placeKey } from './city-codes.ts';

let t: TestApp;
let admin: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveCityAbbreviation', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<CityAbbreviationView>>('main', 'listCityAbbreviations', filters, token)).body;

describe('city abbreviations', () => {
  let id: number;
  it('are created, found by code or either name, changed and logged', async () => {
    const created = await save({ countryCode: 'us', cityName: '旧金山', cityNameEn: 'San Francisco', code: 'sfo' });
    expect(created.code).toBe(0);
    id = created.body.id;
    expect((await list({ keyword: 'francisco' })).list).toEqual([{ id, countryCode: 'US', cityName: '旧金山', cityNameEn: 'San Francisco', code: 'SFO', remarks: '' }]);
    expect((await save({ id, countryCode: 'US', cityName: '旧金山', cityNameEn: 'San Francisco', code: 'SF' })).code).toBe(0);
    expect((await list({ keyword: '旧金山' })).list[0].code).toBe('SF');
    expect((await auditRowsOf(t, 'cityAbbreviation', id)).map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('are unique per country and code, and name a known country', async () => {
    expect((await save({ countryCode: 'US', cityName: '圣费尔南多', code: 'SF' })).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await save({ countryCode: 'GB', cityName: '谢菲尔德', code: 'SF' })).code).toBe(0);
    expect((await save({ countryCode: 'ZZ', cityName: '无', code: 'X' })).body).toMatchObject({ field: 'countryCode', reason: 'notFound' });
    expect((await list({ countryCode: 'GB', keyword: 'SF' })).total).toBe(1);
  });

  it("are never seen or changed by another company", async () => {
    expect((await list({}, other)).total).toBe(0);
    expect((await save({ id, countryCode: 'US', cityName: '改', code: 'SF' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteCityAbbreviation', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
  });

  it('are deleted', async () => {
    expect((await t.call('main', 'deleteCityAbbreviation', { id }, admin)).code).toBe(0);
    expect((await list({ countryCode: 'US', keyword: 'SF' })).total).toBe(0);
  });
});

describe("a label's receiver city abbreviation", () => {
  it("is found by the city's Chinese or English name in any case, in the company's own rows only", async () => {
    expect((await save({ countryCode: 'DE', cityName: '法兰克福', cityNameEn: 'Frankfurt am Main', code: 'FRA' })).code).toBe(0);
    expect((await save({ countryCode: 'DE', cityName: '法兰克福', cityNameEn: 'Frankfurt am Main', code: 'FFM' }, other)).code).toBe(0);
    const hyexp = await demoIds(t).company('HYEXP');
    const places = [{ country: 'DE', city: ' frankfurt AM main ' }, { country: 'de', city: '法兰克福' }, { country: 'AT', city: 'Frankfurt am Main' }, { country: 'DE' }];
    const codes = await cityCodesOf(t.database.db, hyexp, places);
    expect(places.map((place) => codes.get(placeKey(place.country, place.city)))).toEqual(['FRA', 'FRA', undefined, undefined]);
  });
});
