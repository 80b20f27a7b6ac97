import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComboBoxOutput, CountryView, DestinationView, Page } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { orderInputFor } from '../order/order.fixture.ts';

let t: TestApp;
let admin: string;
let other: string;
let owner: string;
let hyexp: number;
let glbx: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, other, owner] = [await t.login('demoadmin'), await t.login('otheradmin'), await t.login('demoowner')];
  const ids = demoIds(t);
  [hyexp, glbx] = [await ids.company('HYEXP'), await ids.company('GLBX')];
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveDestination', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<DestinationView>>('main', 'listDestinations', filters, token)).body;

/** A command in a given interface language (head.language), as the web sends it. */
async function callIn(language: string, command: string, body: unknown, token: string) {
  const response = await t.app.inject({
    method: 'POST', url: `/api/main/${command}/1.0`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ head: JSON.stringify({ token, language }), body: JSON.stringify(body) }).toString(),
  });
  const answer = response.json() as { result_code: number; body: string };
  return { code: answer.result_code, body: JSON.parse(answer.body || '{}') as ComboBoxOutput };
}

describe('countries', () => {
  it('holds every ISO 3166-1 country with both codes and CLDR names in the three languages', async () => {
    const page = (await t.call<Page<CountryView>>('main', 'listCountries', { pageSize: 300 }, admin)).body;
    expect(page.total).toBe(250);
    expect(page.list.find((country) => country.code === 'DE')).toEqual({ code: 'DE', alpha3: 'DEU', numeric: '276', nameZhCn: '德国', nameZhTw: '德國', nameEn: 'Germany' });
  });

  it('finds a country by either code or a name in any language', async () => {
    for (const keyword of ['DEU', '德國', 'germany']) {
      const page = (await t.call<Page<CountryView>>('main', 'listCountries', { keyword }, admin)).body;
      expect(page.list.map((country) => country.code), keyword).toContain('DE');
    }
  });

  it('cannot be written by a company: no command does, and the list needs the destination right', async () => {
    expect((await t.call('main', 'saveCountry', { code: 'ZZ' }, admin)).code).not.toBe(0);
    expect((await t.call('main', 'listCountries', {}, owner)).code).toBe(10021);
  });
});

describe('destination codes', () => {
  let id: number;
  it('creates, lists, changes and logs a code', async () => {
    const created = await save({ code: 'ont9', nameCn: '安大略仓', nameEn: 'Ontario FC', countryCode: 'us', kind: 'warehouse', zone: 'Z2' });
    expect(created.code).toBe(0);
    id = created.body.id;
    expect((await list({ keyword: 'ontario' })).list).toEqual([
      { id, code: 'ONT9', nameCn: '安大略仓', nameEn: 'Ontario FC', countryCode: 'US', kind: 'warehouse', zone: 'Z2', enabled: true, remarks: '' },
    ]);
    expect((await save({ id, code: 'ONT9', nameCn: '安大略仓', nameEn: 'Ontario FC', countryCode: 'US', kind: 'warehouse', zone: 'Z9' })).code).toBe(0);
    expect((await list({ zone: 'Z9' })).total).toBe(1);
    expect((await auditRowsOf(t, 'destination', id)).map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('refuses a taken code and an unknown country, naming the field', async () => {
    expect((await save({ code: 'ONT9', nameCn: '重复', countryCode: 'US' })).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await save({ code: 'XX1', nameCn: '无此国', countryCode: 'ZZ' })).body).toMatchObject({ field: 'countryCode', reason: 'notFound' });
  });

  it("keeps a company's codes from every other company", async () => {
    expect((await list({}, other)).total).toBe(0);
    expect((await save({ id, code: 'ONT9', nameCn: '改', countryCode: 'US' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteDestination', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await save({ code: 'ONT9', nameCn: '安大略', countryCode: 'US' }, other)).code).toBe(0);
  });

  it('deletes a code', async () => {
    const scratch = (await save({ code: 'TMP', nameCn: '临时', countryCode: 'GB' })).body.id;
    expect((await t.call('main', 'deleteDestination', { id: scratch }, admin)).code).toBe(0);
    expect((await list({ keyword: 'TMP' })).total).toBe(0);
  });
});

describe('getDestCountryComboBox', () => {
  it("answers countries by code or name with labels in the caller's language", async () => {
    expect((await callIn('zh-CN', 'getDestCountryComboBox', { keyword: 'de' }, admin)).body.list[0]).toEqual({ value: 'DE', label: 'DE 德国' });
    expect((await callIn('zh-TW', 'getDestCountryComboBox', { keyword: '德國' }, admin)).body.list[0]).toEqual({ value: 'DE', label: 'DE 德國' });
    expect((await callIn('en-US', 'getDestCountryComboBox', { type: 'country', keyword: 'germany' }, owner)).body.list).toEqual([{ value: 'DE', label: 'DE Germany' }]);
    expect((await callIn('en-US', 'getDestCountryComboBox', { pageSize: 50 }, admin)).body.pageCount).toBe(5);
  });

  it("answers a carrier's enabled destination codes, to a partner cargo owner by companyNo, to no one else", async () => {
    const mine = await callIn('en-US', 'getDestCountryComboBox', { type: 'destination', keyword: 'ont9' }, admin);
    expect(mine.body.list).toEqual([{ value: 'ONT9', label: 'ONT9 Ontario FC', extra: { countryCode: 'US', kind: 'warehouse', zone: 'Z9' } }]);
    expect((await callIn('zh-CN', 'getDestCountryComboBox', { type: 'destination', companyNo: 'HYEXP', keyword: 'ONT' }, owner)).body.list.map((item) => item.value)).toEqual(['ONT8', 'ONT9']);
    // The demo's AU code is disabled: offered to no order form.
    expect((await callIn('zh-CN', 'getDestCountryComboBox', { type: 'destination', keyword: 'AU' }, admin)).body.list).toEqual([]);
    expect((await callIn('zh-CN', 'getDestCountryComboBox', { type: 'destination', companyNo: 'GLBX' }, owner)).body).toEqual({ field: 'companyNo', reason: 'notFound' });
    expect((await callIn('zh-CN', 'getDestCountryComboBox', { type: 'destination', companyNo: 'HYEXP' }, other)).body).toEqual({ field: 'companyNo', reason: 'notFound' });
  });
});

describe('findByCompanyIds', () => {
  type Found = { list: { companyId: number; companyNo: string; code: string; kind: string }[] };
  it("answers the caller's codes and, to a cargo owner, its partner carriers'", async () => {
    const all = (await t.call<Found>('main', 'findByCompanyIds', {}, admin)).body.list;
    expect(all).toContainEqual(expect.objectContaining({ companyId: hyexp, companyNo: 'HYEXP', code: 'ONT9', kind: 'warehouse' }));
    // Enabled codes of the kind only: the demo's AU is disabled.
    expect((await t.call<Found>('main', 'findByCompanyIds', { type: 'country' }, admin)).body.list.map((row) => row.code)).toEqual(['DE', 'GB', 'JP', 'US']);
    expect((await t.call<Found>('main', 'findByCompanyIds', { type: 'warehouse', companyIds: [hyexp] }, owner)).body.list.map((row) => row.code)).toEqual(['ONT8', 'ONT9']);
    expect((await t.call<Found>('main', 'findByCompanyIds', {}, other)).body.list.filter((row) => row.companyId === hyexp)).toEqual([]);
  });

  it('refuses a company the caller may not see', async () => {
    expect((await t.call('main', 'findByCompanyIds', { companyIds: [glbx] }, owner)).body).toMatchObject({ field: 'companyIds', reason: 'notFound' });
    expect((await t.call('main', 'findByCompanyIds', { companyIds: [hyexp] }, other)).body).toMatchObject({ field: 'companyIds', reason: 'notFound' });
  });
});

describe('order entry', () => {
  it('refuses a country the table does not hold, naming the field', async () => {
    const input = await orderInputFor(t.database.db, hyexp, 'C0002', 'HY-DHL');
    const order = (country: string) => t.call('main', 'createOrder', { ...input, receiver: { ...input.receiver, country } }, admin);
    expect((await order('ZZ')).body).toEqual({ field: 'receiver.country', reason: 'notFound' });
    expect((await order('USA')).body).toEqual({ field: 'receiver.country', reason: 'notFound' });
    expect((await order('gb')).code).toBe(0);
  });
});
