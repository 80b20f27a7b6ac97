import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseDataValue, BaseDataView, ExcelRowProblem, Page, TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';
import { companies } from '../company/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { downloadTemplate, fillTemplate, importWorkbook, orderRow, ordersByCustomerNo } from '../orderImport/orderImport.testing.ts';
import { downloadFile, finishedTask, importTable, post, sheetValues, workbookOf } from '../tableImport/tableImport.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  [{ id: companyId }] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, 'HYEXP'));
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveBaseData', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<BaseDataView>>('main', 'listBaseData', { pageSize: 300, ...filters }, token)).body;
const LITHIUM = { kind: 'goodsType', code: 'Lithium', nameZhCn: '锂电池', nameZhTw: '鋰電池', nameEn: 'Lithium batteries' };
const goodsTypesOf = async (customerNos: string[]) => Promise.all((await ordersByCustomerNo(t, admin, customerNos))
  .map(async (order) => (await t.call<{ goodsType: string }>('main', 'getOrder', { id: order.id }, admin)).body.goodsType));
const HEADER = ['Kind', 'Code', 'Simplified Chinese name', 'Traditional Chinese name', 'English name'];

describe('base data', () => {
  let id: number;
  it('lists the built-in values, then the company\'s own, kept in its code\'s form and logged', async () => {
    const created = await save(LITHIUM);
    expect(created.code).toBe(0);
    id = created.body.id;
    const goodsTypes = (await list({ kind: 'goodsType' })).list;
    expect(goodsTypes[0]).toMatchObject({ code: 'general', builtIn: true, id: null, nameZhCn: '普货' });
    expect(goodsTypes.at(-1)).toMatchObject({ id, code: 'lithium', builtIn: false, nameEn: 'Lithium batteries' });
    expect((await list({ kind: 'packing' })).list.map((value) => value.code)).toEqual(['WPX', 'DOC']);
    expect((await list({ keyword: '鋰' })).list.map((value) => value.code)).toEqual(['lithium']);
    expect((await save({ id, ...LITHIUM, nameEn: 'Lithium cells' })).code).toBe(0);
    expect((await auditRowsOf(t, 'baseData', id)).map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('refuses a code taken (in any case, built-in ones too), a code of the wrong form and packing', async () => {
    expect((await save({ ...LITHIUM, code: 'LITHIUM' })).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await save({ ...LITHIUM, code: 'Battery' })).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await save({ ...LITHIUM, kind: 'unit', code: 'pcs' })).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await save({ ...LITHIUM, code: 'li ion' })).body).toMatchObject({ field: 'code', reason: 'invalidFormat' });
    expect((await save({ ...LITHIUM, kind: 'purpose', code: '礼物' })).body).toMatchObject({ field: 'code', reason: 'invalidFormat' });
    expect((await save({ ...LITHIUM, kind: 'packing', code: 'PAK' })).body).toMatchObject({ field: 'kind' });
    expect((await save({ ...LITHIUM, code: 'cells', nameZhTw: '' })).body).toMatchObject({ field: 'nameZhTw' });
  });

  it('is never seen or changed by another company', async () => {
    expect((await list({ keyword: 'lithium' }, other)).total).toBe(0);
    expect((await save({ id, ...LITHIUM }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteBaseData', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await save(LITHIUM, other)).code).toBe(0);
  });

  it('offers the order form the built-in values and the carrying company\'s own', async () => {
    const options = (token: string, body = {}) => t.call<{ list: BaseDataValue[] }>('main', 'baseDataOptions', body, token);
    const codes = (values: BaseDataValue[]) => values.filter((value) => value.kind === 'goodsType').map((value) => value.code);
    expect(codes((await options(admin)).body.list)).toEqual(expect.arrayContaining(['general', 'lithium']));
    const owner = await t.login('demoowner');
    expect((await options(owner)).body).toEqual({ field: 'carrierCompanyNo', reason: 'required' });
    expect(codes((await options(owner, { carrierCompanyNo: 'hyexp' })).body.list)).toContain('lithium');
    expect((await options(owner, { carrierCompanyNo: 'NOSUCH' })).body).toEqual({ field: 'carrierCompanyNo', reason: 'notFound' });
  });

  it("takes an order of the company's own goods type and refuses one it does not have", async () => {
    const input = await orderInputFor(t.database.db, companyId);
    const created = await t.call<{ id: number }>('main', 'createOrder', { ...input, goodsType: 'LITHIUM' }, admin);
    expect(created.code).toBe(0);
    expect((await t.call<{ goodsType: string }>('main', 'getOrder', { id: created.body.id }, admin)).body.goodsType).toBe('lithium');
    expect((await t.call('main', 'createOrder', { ...input, goodsType: 'plutonium' }, admin)).body).toEqual({ field: 'goodsType', reason: 'notFound' });
  });

  it("imports orders naming the company's goods type by code or name, and reports one it does not have", async () => {
    const template = (await downloadTemplate(t, admin, 'receive')).bytes;
    const rows = [orderRow('BD-0001', { goodsType: '锂电池' }), orderRow('BD-0002', { goodsType: 'Lithium' }), orderRow('BD-0003', { goodsType: 'plutonium' })];
    const file = await fillTemplate(template, 'receive', rows);
    const checked = await importWorkbook(t, admin, file);
    expect(((checked.errorInfo?.importErrors ?? []) as ExcelRowProblem[]).map(({ row, field, reason }) => ({ row, field, reason }))).toEqual([{ row: 4, field: 'goodsType', reason: 'notFound' }]);
    const task = await importWorkbook(t, admin, file, { validRowsOnly: true });
    expect(task, JSON.stringify(task.errorInfo)).toMatchObject({ status: 'succeeded', result: { created: 2, refused: 1 } });
    expect(await goodsTypesOf(['BD-0001', 'BD-0002'])).toEqual(['lithium', 'lithium']);
  });

  it('imports and exports the company\'s values in Excel, refusing a built-in code', async () => {
    const good = await importTable(t, admin, 'startBaseDataImport', await workbookOf(HEADER, [['unit', 'ctn', '箱', '箱', 'Cartons'], ['purpose', 'Spare  part', '备件', '備件', 'Spare part']]));
    expect(good.errorInfo).toBeFalsy();
    expect((await list({ keyword: 'Cartons' })).list[0]).toMatchObject({ kind: 'unit', code: 'CTN' });
    expect((await list({ kind: 'purpose', keyword: 'spare' })).list[0]).toMatchObject({ code: 'Spare part' });
    const builtIn = await importTable(t, admin, 'startBaseDataImport', await workbookOf(HEADER, [['unit', 'PCS', '个', '個', 'Pieces'], ['unit', 'BAG', '袋', '袋', 'Bags']]));
    expect(builtIn.status).toBe('failed');
    expect((await list({ keyword: 'BAG' })).total).toBe(0);
    const answer = (await post(t, 'startBaseDataExport', admin, { kind: 'unit' }, 'en-US')).json() as { body: string };
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    const [header, ...rows] = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(header).toEqual(HEADER);
    expect(rows).toEqual([['unit', 'CTN', '箱', '箱', 'Cartons']]);
  });

  it('deletes a value; orders naming it keep its code', async () => {
    expect((await t.call('main', 'deleteBaseData', { id }, admin)).code).toBe(0);
    expect((await list({ keyword: 'lithium' })).total).toBe(0);
    expect(await goodsTypesOf(['BD-0001'])).toEqual(['lithium']);
  });
});
