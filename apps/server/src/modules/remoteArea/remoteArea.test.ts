import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cityKeyOf, type OrderDetail, type Page, type RemoteAreaView, type TaskView } from '@parcelflow/contract';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf, demoIds } from '../channel/channel.testing.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow } from '../orderImport/orderImport.testing.ts';
import { importTable, sheetValues, workbookOf, downloadFile, finishedTask, post } from '../tableImport/tableImport.testing.ts';
import { remoteAreas } from './remoteArea.table.ts';

let t: TestApp;
let admin: string;
let other: string;
let dhl: number;
let epk: number;
let order: Awaited<ReturnType<typeof orderInputFor>>;
const HEADER = ['Channel code', 'Country', 'Postcode or range', 'City', 'Class', 'Remarks'];
const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveRemoteArea', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<RemoteAreaView>>('main', 'listRemoteAreas', filters, token)).body;
const createOrder = (receiver: Record<string, unknown>) => t.call<{ id: number }>('main', 'createOrder', { ...order, receiver: { ...order.receiver, ...receiver } }, admin);
const markOf = async (id: number) => (await t.call<OrderDetail>('main', 'getOrder', { id }, admin)).body.remoteClass;
const errorsOf = (task: TaskView) => ((task.errorInfo?.importErrors ?? []) as { row?: number; cell?: string; reason: string; code: number }[]).map((e) => [e.row, e.cell, e.reason]);

beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  order = await orderInputFor(t.database.db, (await findDemoUser(t.database.db, 'demoadmin')).companyId);
  dhl = order.channelId;
  epk = await demoIds(t).channel('HYEXP', 'HY-US-EPK');
});
beforeEach(async () => {
  await t.database.db.delete(remoteAreas);
});
afterAll(() => t.close());

describe('remote areas', () => {
  it('adds, lists with filters, edits and deletes the company\'s rows, audited', async () => {
    const { id } = (await save({ country: 'us', postcode: '995-999', remoteClass: 'extendedRemote', remarks: 'Alaska' })).body;
    expect((await save({ channelId: dhl, country: 'US', postcode: '967 ', remoteClass: 'remote' })).code).toBe(0);
    expect((await save({ channelId: epk, country: 'NO', city: 'Tromsø', remoteClass: 'remote' })).code).toBe(0);
    expect((await list()).list.map((row) => [row.country, row.channelCode, row.postcode || row.city])).toEqual([['NO', 'HY-US-EPK', 'Tromsø'], ['US', null, '995-999'], ['US', 'HY-DHL', '967']]);
    expect((await list({ channelId: 0 })).list.map((row) => row.id)).toEqual([id]);
    expect((await list({ channelId: dhl })).total).toBe(1);
    expect((await list({ remoteClass: 'extendedRemote' })).total).toBe(1);
    expect((await list({ place: '99' })).list.map((row) => row.remarks)).toEqual(['Alaska']);
    expect((await list({ place: 'troms' })).total).toBe(1);
    expect((await save({ id, country: 'US', postcode: '995-999', remoteClass: 'remote' })).code).toBe(0);
    expect((await list({ remoteClass: 'remote', country: 'US' })).total).toBe(2);
    expect((await t.call('main', 'deleteRemoteArea', { id }, admin)).code).toBe(0);
    expect((await auditRowsOf(t, 'remoteArea', id)).map((row) => row.action)).toEqual(['delete', 'update', 'create']);
  });

  it('refuses a bad rule, both or neither place, the same place twice for a channel or for every channel, and another company\'s channel', async () => {
    expect((await save({ country: 'US', postcode: '999-995', remoteClass: 'remote' })).body).toEqual({ field: 'postcode', reason: 'invalidFormat' });
    expect((await save({ country: 'US', postcode: '99-995', remoteClass: 'remote' })).body).toEqual({ field: 'postcode', reason: 'invalidFormat' });
    expect((await save({ country: 'US', postcode: '99', city: 'Juneau', remoteClass: 'remote' })).body).toEqual({ field: 'postcode', reason: 'invalidValue' });
    expect((await save({ country: 'US', remoteClass: 'remote' })).body).toEqual({ field: 'postcode', reason: 'required' });
    expect((await save({ country: 'US', postcode: '99', remoteClass: 'farAway' })).body).toMatchObject({ field: 'remoteClass' });
    expect((await save({ country: 'US', postcode: '99', remoteClass: 'remote' })).code).toBe(0);
    expect((await save({ country: 'US', postcode: '99', remoteClass: 'extendedRemote' })).body).toEqual({ field: 'postcode', reason: 'duplicate' });
    expect((await save({ channelId: dhl, country: 'US', postcode: '99', remoteClass: 'remote' })).code).toBe(0);
    expect((await save({ country: 'NO', city: 'Tromsø', remoteClass: 'remote' })).code).toBe(0);
    expect((await save({ country: 'NO', city: ' TROMSØ ', remoteClass: 'remote' })).body).toEqual({ field: 'city', reason: 'duplicate' });
    expect((await save({ channelId: dhl, country: 'US', postcode: '98', remoteClass: 'remote' }, other)).body).toEqual({ field: 'channelId', reason: 'notFound' });
  });

  it('keeps each company to its own rows', async () => {
    const { id } = (await save({ country: 'US', postcode: '99', remoteClass: 'remote' })).body;
    expect((await list({}, other)).total).toBe(0);
    expect((await save({ id, country: 'US', postcode: '98', remoteClass: 'remote' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteRemoteArea', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
  });

  it('compares cities as the postcode module does: one cityKeyOf, accents, case and runs of spaces ignored', () => {
    expect(['Île-de-France', '  São   Paulo ', 'MÜNCHEN', 'Tromsø'].map(cityKeyOf)).toEqual(['ile-de-france', 'sao paulo', 'munchen', 'tromsø']);
  });
});

describe('remote areas in Excel', () => {
  it('imports a good file, with the channel by code or every channel', async () => {
    const task = await importTable(t, admin, 'startRemoteAreaImport', await workbookOf(HEADER, [
      [null, 'us', '995-999', null, 'extendedRemote', 'Alaska'],
      ['hy-dhl', 'US', '967', null, 'remote', null],
      [null, 'NO', null, 'Tromsø', 'remote', null],
    ]));
    expect(task).toMatchObject({ status: 'succeeded', result: { written: 3, refused: 0 } });
    expect((await list({ channelId: dhl })).list.map((row) => row.postcode)).toEqual(['967']);
  });

  it('checks every row: a bad rule, both places, a bad class, a key repeated in the file or held, nothing written', async () => {
    expect((await save({ country: 'US', postcode: '99', remoteClass: 'remote' })).code).toBe(0);
    const task = await importTable(t, admin, 'startRemoteAreaImport', await workbookOf(HEADER, [
      [null, 'US', '9-1', null, 'remote', null],
      [null, 'US', '98', 'Juneau', 'remote', null],
      [null, 'US', '97', null, 'far', null],
      [null, 'US', '96', null, 'remote', null],
      [null, 'US', '9 6', null, 'remote', null],
      [null, 'US', '99', null, 'remote', null],
    ]));
    expect(task.status).toBe('failed');
    expect(errorsOf(task)).toEqual([
      [2, 'C2', 'invalidFormat'], [3, 'C3', 'invalidValue'], [4, 'E4', expect.any(String)], [6, expect.any(String), 'keyRepeated'], [7, expect.any(String), 'keyExists'],
    ]);
    expect((await list()).total).toBe(1);
  });

  it('writes the valid rows only when asked, and refuses a file naming a channel the company does not have', async () => {
    const valid = await importTable(t, admin, 'startRemoteAreaImport', await workbookOf(HEADER, [[null, 'US', '9-1', null, 'remote', null], [null, 'US', '96', null, 'remote', null]]), { mode: 'validRowsOnly' });
    expect(valid).toMatchObject({ status: 'succeeded', result: { written: 1, refused: 1 } });
    const unknown = await importTable(t, admin, 'startRemoteAreaImport', await workbookOf(HEADER, [['NOPE', 'US', '95', null, 'remote', null]]));
    expect(unknown.status).toBe('failed');
    expect(unknown.errorInfo).toEqual({ code: 20188, params: { field: 'channelCode', value: 'NOPE', reason: 'notFound' } });
    expect((await list()).total).toBe(1);
  });

  it('exports the filtered rows in the template\'s columns, which import again', async () => {
    await save({ channelId: dhl, country: 'US', postcode: '967', remoteClass: 'remote' });
    await save({ country: 'NO', city: 'Tromsø', remoteClass: 'extendedRemote' });
    const answer = (await post(t, 'startRemoteAreaExport', admin, { country: 'US' }, 'en-US')).json() as { body: string };
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    const values = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(values[0]).toEqual(HEADER);
    expect(values.slice(1).map((row) => [row[0], row[1], row[2], row[3] ?? '', row[4]])).toEqual([['HY-DHL', 'US', '967', '', 'remote']]);
  });
});

describe('the remote-area mark on orders', () => {
  it('marks a new order by postcode prefix, range or city, the channel\'s own row before every channel\'s', async () => {
    await save({ country: 'US', postcode: '995-999', remoteClass: 'extendedRemote' });
    await save({ country: 'US', postcode: '967', remoteClass: 'remote' });
    await save({ country: 'US', city: 'Nome', remoteClass: 'remote' });
    await save({ channelId: epk, country: 'US', postcode: '100', remoteClass: 'remote' });
    await save({ channelId: dhl, country: 'US', postcode: '99', remoteClass: 'remote' });
    expect(await markOf((await createOrder({ postcode: '99701', city: 'Fairbanks' })).body.id)).toBe('remote');
    expect(await markOf((await createOrder({ postcode: '96701', city: 'Aiea' })).body.id)).toBe('remote');
    expect(await markOf((await createOrder({ postcode: '98001', city: 'NOME' })).body.id)).toBe('remote');
    expect(await markOf((await createOrder({ postcode: '10001', city: 'New York' })).body.id)).toBeNull();
    expect(await markOf((await createOrder({ postcode: '9', city: 'Somewhere' })).body.id)).toBeNull();
    await t.database.db.delete(remoteAreas);
    await save({ country: 'US', postcode: '995-999', remoteClass: 'extendedRemote' });
    expect(await markOf((await createOrder({ postcode: '99501', city: 'Anchorage' })).body.id)).toBe('extendedRemote');
  });

  it('recomputes the mark on an edit, and leaves saved orders alone when the table changes', async () => {
    const { id: areaId } = (await save({ country: 'US', postcode: '995-999', remoteClass: 'extendedRemote' })).body;
    const { id } = (await createOrder({ postcode: '99501', city: 'Anchorage' })).body;
    await t.call('main', 'deleteRemoteArea', { id: areaId }, admin);
    expect(await markOf(id)).toBe('extendedRemote');
    await save({ country: 'US', city: 'Boston', remoteClass: 'remote' });
    const edited = await t.call('main', 'updateOrder', { ...order, id, version: 1, receiver: { ...order.receiver, postcode: '02108', city: 'Boston' } }, admin);
    expect(edited.code).toBe(0);
    expect(await markOf(id)).toBe('remote');
    const rows = (await t.call<{ list: { id: number; remoteClass: string | null }[] }>('main', 'listOrders', { pageSize: 50 }, admin)).body.list;
    expect(rows.find((row) => row.id === id)?.remoteClass).toBe('remote');
  });

  it('marks the orders of an import (the template\'s channel, HY-US-AIR)', async () => {
    const air = await demoIds(t).channel('HYEXP', 'HY-US-AIR');
    await save({ country: 'US', postcode: '900-905', remoteClass: 'extendedRemote' });
    await save({ channelId: air, country: 'US', city: 'Fresno', remoteClass: 'remote' });
    await save({ channelId: dhl, country: 'US', city: 'New York', remoteClass: 'remote' });
    const template = (await downloadTemplate(t, admin, 'receive')).bytes;
    const bytes = await fillTemplate(template, 'receive', [
      orderRow('RAIMPORT1', { 'receiver.postcode': '90210', 'receiver.city': 'Beverly Hills' }),
      orderRow('RAIMPORT2', { 'receiver.postcode': '93701', 'receiver.city': 'fresno' }),
      orderRow('RAIMPORT3', { 'receiver.postcode': '10001', 'receiver.city': 'New York' }),
    ]);
    const task = await importWorkbook(t, admin, bytes, { customerId: order.customerId });
    expect(task.status).toBe('succeeded');
    const rows = (await t.call<{ list: { customerNo: string | null; remoteClass: string | null }[] }>('main', 'listOrders', { pageSize: 50 }, admin)).body.list;
    const marks = Object.fromEntries(rows.filter((row) => row.customerNo?.startsWith('RAIMPORT')).map((row) => [row.customerNo, row.remoteClass]));
    expect(marks).toEqual({ RAIMPORT1: 'extendedRemote', RAIMPORT2: 'remote', RAIMPORT3: null });
  });
});
