import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LookupPostcodeOutput, Page, PostcodeListRow } from '@parcelflow/contract';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow } from '../orderImport/orderImport.testing.ts';
import { postcodes } from './postcode.table.ts';

let t: TestApp;
let admin: string;
let order: Awaited<ReturnType<typeof orderInputFor>>;
const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'savePostcode', body, token);
const list = (query: Record<string, unknown> = {}, token = admin) => t.call<Page<PostcodeListRow>>('main', 'listPostcodes', query, token);
const lookup = (country: string, postcode: string) => t.call<LookupPostcodeOutput>('main', 'lookupPostcode', { country, postcode }, admin);
const createOrder = (receiver: Record<string, unknown>) => t.call<{ id: number }>('main', 'createOrder', { ...order, receiver: { ...order.receiver, ...receiver } }, admin);

beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  order = await orderInputFor(t.database.db, (await findDemoUser(t.database.db, 'demoadmin')).companyId);
});
beforeEach(async () => {
  await t.database.db.delete(postcodes);
  for (const row of [['US', '10001', 'New York', 'NY'], ['US', '90001', 'Los Angeles', 'CA'], ['DE', '80331', 'München', 'BY'], ['GB', 'SW1A 1AA', 'London', '']]) {
    expect((await save({ country: row[0], postcode: row[1], city: row[2], state: row[3] })).code).toBe(0);
  }
});
afterAll(() => t.close());

describe('postcodes', () => {
  it('lists by country and postcode, filtered by country, postcode prefix (as typed or normalised) and city', async () => {
    expect((await list()).body.list.map((row) => row.postcode)).toEqual(['80331', 'SW1A 1AA', '10001', '90001']);
    expect((await list({ country: 'US' })).body.total).toBe(2);
    expect((await list({ postcodePrefix: 'sw1a 1' })).body.list.map((row) => row.city)).toEqual(['London']);
    expect((await list({ city: 'angel' })).body.list.map((row) => row.postcode)).toEqual(['90001']);
    expect((await list({}, await t.login('otheradmin'))).body.total).toBe(0);
  });

  it("refuses a postcode of the wrong format for its country, naming the field, and the same postcode twice", async () => {
    expect((await save({ country: 'US', postcode: 'ABCDE', city: 'Nowhere' })).body).toEqual({ field: 'postcode', reason: 'invalidFormat' });
    expect((await save({ country: 'DE', postcode: '123', city: 'Berlin' })).body).toEqual({ field: 'postcode', reason: 'invalidFormat' });
    expect((await save({ country: 'US', postcode: '10001', city: 'Manhattan' })).body).toEqual({ field: 'postcode', reason: 'duplicate' });
    expect((await save({ country: 'GB', postcode: 'sw1a1aa', city: 'Westminster' })).body).toEqual({ field: 'postcode', reason: 'duplicate' });
  });

  it('edits and deletes a postcode of the company only', async () => {
    const [row] = (await list({ postcodePrefix: '10001' })).body.list;
    expect((await save({ id: row.id, country: 'US', postcode: '10001', city: 'Manhattan', state: 'NY' })).code).toBe(0);
    expect((await list({ postcodePrefix: '10001' })).body.list[0].city).toBe('Manhattan');
    const other = await t.login('otheradmin');
    expect((await t.call('main', 'deletePostcode', { id: row.id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deletePostcode', { id: row.id }, admin)).code).toBe(0);
    expect((await list({ country: 'US' })).body.total).toBe(1);
  });

  it("looks a postcode up for the order form: its place, the places starting with it, none in a known country, or a country the company keeps none of", async () => {
    expect((await lookup('GB', 'sw1a-1aa')).body).toEqual({ countryKnown: true, places: [{ postcode: 'SW1A 1AA', city: 'London', state: '' }] });
    expect((await lookup('US', '99999')).body).toEqual({ countryKnown: true, places: [] });
    expect((await save({ country: 'US', postcode: '10002', city: 'New York', state: 'NY' })).code).toBe(0);
    expect((await lookup('US', '1000')).body.places.map((place) => place.postcode)).toEqual(['10001', '10002']);
    expect((await lookup('FR', '75008')).body).toEqual({ countryKnown: false, places: [] });
  });
});

describe('40002: the receiver\'s city and postcode', () => {
  it('refuses an order whose postcode the company gives another city, naming the fields; accents and case do not count', async () => {
    expect((await createOrder({ postcode: '10001', city: 'Los Angeles' })).body).toMatchObject({ field: 'receiver.city', fields: 'receiver.postcode, receiver.city', city: 'New York' });
    expect((await createOrder({ postcode: '10001', city: 'Los Angeles' })).code).toBe(40002);
    expect((await createOrder({ country: 'DE', postcode: '80331', city: 'MUNCHEN', state: '' })).code).toBe(0);
    expect((await createOrder({ postcode: '10001', city: 'new york' })).code).toBe(0);
  });

  it('checks nothing where the company has no data: another country, or a postcode its list does not hold', async () => {
    expect((await createOrder({ country: 'FR', postcode: '75008', city: 'Lyon', state: '' })).code).toBe(0);
    expect((await createOrder({ postcode: '94105', city: 'Boston' })).code).toBe(0);
  });

  it('refuses an edit that makes them disagree', async () => {
    const { id } = (await createOrder({ postcode: '90001', city: 'Los Angeles' })).body;
    const edited = await t.call('main', 'updateOrder', { ...order, id, version: 1, receiver: { ...order.receiver, postcode: '90001', city: 'San Diego' } }, admin);
    expect(edited.code).toBe(40002);
  });

  it('refuses the rows of an import whose city and postcode disagree, on the city cell, naming the postcode and its city', async () => {
    const template = (await downloadTemplate(t, admin, 'receive')).bytes;
    const bytes = await fillTemplate(template, 'receive', [
      orderRow('PCIMPORT1', { 'receiver.postcode': '90001', 'receiver.city': 'Los Angeles' }),
      orderRow('PCIMPORT2', { 'receiver.postcode': '10001', 'receiver.city': 'Boston' }),
    ]);
    const task = await importWorkbook(t, admin, bytes, { customerId: order.customerId });
    expect(task.status).toBe('failed');
    expect(task.errorInfo?.importErrors).toEqual([expect.objectContaining({ row: 3, field: 'receiver.city', code: 40002, reason: 'cityPostcodeMismatch', params: { postcode: '10001', city: 'New York' } })]);
  });
});
