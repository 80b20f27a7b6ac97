import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, SubjectView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { importTable, workbookOf } from '../tableImport/tableImport.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let starRiver: number;
let youpin: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  [starRiver, youpin] = [await demoIds(t).customer('HYEXP', 'C0001'), await demoIds(t).customer('HYEXP', 'C0002')];
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveSubject', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<SubjectView>>('main', 'listSubjects', filters, token)).body;
const offered = async (customerId: number, token = admin) => (await t.call<SubjectView[]>('main', 'customerSubjects', { customerId }, token)).body;

describe('subjects', () => {
  let muster: number;
  it('are created with checked tax numbers, found by a number, changed and logged', async () => {
    const created = await save({ customerId: starRiver, name: 'Muster GmbH', countryCode: 'de', vatNo: 'de 136 695 976', eoriNo: 'de1234567890', iossNo: 'im2760000001', isDefault: true });
    expect(created.code).toBe(0);
    muster = created.body.id;
    expect((await list({ keyword: '136695' })).list).toEqual([expect.objectContaining({
      id: muster, customerCode: 'C0001', name: 'Muster GmbH', countryCode: 'DE', vatNo: 'DE136695976', eoriNo: 'DE1234567890', iossNo: 'IM2760000001', otherTaxType: null, isDefault: true,
    })]);
    expect((await save({ id: muster, customerId: starRiver, name: 'Muster GmbH', countryCode: 'DE', address: 'Hauptstr. 1', isDefault: true })).code).toBe(0);
    expect((await auditRowsOf(t, 'subject', muster)).map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('refuse a VAT number whose check digits disagree, a malformed EORI or IOSS, and a tax number without its type', async () => {
    const base = { customerId: starRiver, name: 'Bad', countryCode: 'DE' };
    expect((await save({ ...base, vatNo: 'DE136695977' })).body).toMatchObject({ field: 'vatNo', reason: 'invalidFormat' });
    expect((await save({ ...base, eoriNo: '1234567' })).body).toMatchObject({ field: 'eoriNo', reason: 'invalidFormat' });
    expect((await save({ ...base, iossNo: 'IM123' })).body).toMatchObject({ field: 'iossNo', reason: 'invalidFormat' });
    expect((await save({ ...base, otherTaxNo: '12345678901' })).body).toMatchObject({ field: 'otherTaxType', reason: 'required' });
    expect((await save({ ...base, name: 'Aussie Pty', countryCode: 'AU', otherTaxType: 'abn', otherTaxNo: '51824753556' })).code).toBe(0);
  });

  it('keep one default per customer, offered first on the order form', async () => {
    const second = await save({ customerId: starRiver, name: 'Star River Ltd', countryCode: 'GB', vatNo: 'GB980780684', isDefault: true });
    expect(second.code).toBe(0);
    const subjects = await offered(starRiver);
    expect(subjects.map((row) => [row.name, row.isDefault])).toEqual([['Star River Ltd', true], ['Aussie Pty', false], ['Muster GmbH', false]]);
    expect(await offered(youpin)).toEqual([]);
    expect((await save({ customerId: starRiver, name: 'Muster GmbH', countryCode: 'DE' })).body).toEqual({ field: 'name', reason: 'duplicate' });
  });

  it('are never seen or changed by another company, nor saved for its customer', async () => {
    expect((await list({}, other)).total).toBe(0);
    expect((await save({ id: muster, customerId: starRiver, name: 'X', countryCode: 'DE' }, other)).body).toMatchObject({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'customerSubjects', { customerId: starRiver }, other)).body).toMatchObject({ field: 'customerId', reason: 'notFound' });
    expect((await t.call('main', 'deleteSubject', { id: muster }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
  });

  it('are deleted', async () => {
    expect((await t.call('main', 'deleteSubject', { id: muster }, admin)).code).toBe(0);
    expect((await list({ keyword: 'Muster' })).total).toBe(0);
  });
});

describe('subjects in Excel', () => {
  const HEADER = ['Customer code', 'Name', 'Country', 'Address', 'VAT number', 'EORI', 'IOSS', 'Other tax number type', 'Other tax number'];
  it('imports rows of the company\'s customers by code, and refuses a file naming a customer it does not have', async () => {
    const task = await importTable(t, admin, 'startSubjectImport', await workbookOf(HEADER, [
      ['C0002', 'Youpin France SARL', 'FR', null, 'FR40303265045', null, null, null, null],
      ['C0002', 'Youpin US Inc', 'US', null, null, null, null, 'EIN', '123456789'],
    ]));
    expect(task).toMatchObject({ status: 'succeeded', result: { written: 2, refused: 0 } });
    expect((await offered(youpin)).map((row) => [row.name, row.otherTaxType])).toEqual([['Youpin France SARL', null], ['Youpin US Inc', 'ein']]);
    const unknown = await importTable(t, admin, 'startSubjectImport', await workbookOf(HEADER, [['NOPE', 'A', 'DE', null, null, null, null, null, null]]));
    expect(unknown.status).toBe('failed');
  });
});
