import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInTemplate, EXCEL_TEXTS, localText, type GetOrderPricesOutput, type ImportTemplateSummary, type OrderImportResult } from '@parcelflow/contract';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { channels } from '../channel/index.ts';
import { customers } from '../customer/index.ts';
import { excelJsWorkbook, sheetRows } from '../excel/import.fixture.ts';
import { openpyxlWorkbook } from '../excel/python.fixture.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { orders } from '../order/index.ts';
import { writeImportedOrders } from './import-write.ts';
import {
  currentTask, downloadFile, downloadTemplate, fillTemplate, finishedTask, importWorkbook, orderRow, ordersByCustomerNo, post, startImport, uploadFile, type Row,
} from './orderImport.testing.ts';

let t: TestApp;
let admin: string;
let receiveTemplate: Buffer;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  admin = await t.login('demoadmin');
  receiveTemplate = (await downloadTemplate(t, admin, 'receive')).bytes;
});
afterAll(() => t.close());

const filled = (rows: Row[]) => fillTemplate(receiveTemplate, 'receive', rows);
/** The problems a failed task keeps, as the progress box reads them. */
const problemsOf = (errorInfo: unknown) =>
  ((errorInfo as { importErrors: Record<string, unknown>[] }).importErrors).map(({ row, field, code, params }) => ({ row, field, code, params }));

async function idByCode(table: typeof customers | typeof channels, code: string): Promise<number> {
  const [row] = await t.database.db.select({ id: table.id }).from(table).where(eq(table.code, code));
  return row.id;
}

async function createOrder(extra: Record<string, unknown>): Promise<void> {
  const { companyId } = await findDemoUser(t.database.db, 'demoadmin');
  const created = await t.call('main', 'createOrder', { ...(await orderInputFor(t.database.db, companyId)), ...extra }, admin);
  expect(created.code).toBe(0);
}

describe('import templates', () => {
  it('lists the built-in templates and downloads one as .xlsx, in the head\'s language or Chinese', async () => {
    const listed = JSON.parse((await post(t, 'listImportTemplates', admin, {}, 'en-US')).json<{ body: string }>().body) as { templates: ImportTemplateSummary[] };
    // The built-in ones; the company's own (the demo has one) follow them.
    expect(listed.templates.filter((template) => !template.id.startsWith('company-'))).toHaveLength(9);
    expect(listed.templates).toContainEqual({ id: 'invoice', kind: 'receive', name: 'Orders with invoice import', hasInvoiceSheet: true });
    expect(listed.templates).toContainEqual({ id: 'fba', kind: 'fba', name: 'FBA order import', hasInvoiceSheet: false });

    const english = await downloadTemplate(t, admin, 'fba', 'en-US');
    expect(english.fileName).toBe('FBA order import.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(english.bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Orders', 'Notes']);
    const headers = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual(builtInTemplate('fba').columns.map((column) => localText(column.header, 'en-US')));
    expect((await downloadTemplate(t, admin, 'receive')).fileName).toBe(`${EXCEL_TEXTS['zh-CN'].templateNames.receive}.xlsx`);

    expect((await post(t, 'downloadImportTemplate', admin, { templateId: 'nope' })).json()).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'templateId', reason: 'notFound' }) });
  });
});

describe('order import', () => {
  it('creates the orders of a filled template, listed as waiting for audit', async () => {
    const task = await importWorkbook(t, admin, await filled([
      orderRow('IMP-A-0001'),
      orderRow('IMP-A-0002', { 'boxes.boxNo': 'B1', 'boxes.quantity': 1, 'boxes.weight': 1.5 }),
      orderRow('IMP-A-0002', { 'boxes.boxNo': 'B2', 'boxes.quantity': 1, 'boxes.weight': 2 }),
      orderRow('IMP-A-0003', { customerCode: 'c0002', channelCode: 'hy-dhl' }),
    ]));
    expect(task).toMatchObject({
      status: 'succeeded', type: 'orderImport', commonName: 1, errorInfo: null, resultFileId: null, progress: { done: 8, total: 8 },
      result: { created: 3, refused: 0, total: 3, fileHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const listed = await ordersByCustomerNo(t, admin, ['IMP-A-0001', 'IMP-A-0002', 'IMP-A-0003']);
    expect(listed.map((order) => [order.customerNo, order.status])).toEqual([['IMP-A-0001', 'toBeAudited'], ['IMP-A-0002', 'toBeAudited'], ['IMP-A-0003', 'toBeAudited']]);
    for (const order of listed) expect(order.orderNo).toMatch(/^PF\d{6}\d{8,}$/);

    const { body: twoBoxes } = await t.call<Record<string, unknown>>('main', 'getOrder', { id: listed[1].id }, admin);
    const { userId } = await findDemoUser(t.database.db, 'demoadmin');
    expect(twoBoxes).toMatchObject({ createdBy: userId, pieces: 2, boxes: [{ boxNo: 'B1', quantity: 1, weight: 1.5 }, { boxNo: 'B2', quantity: 1, weight: 2 }] });
    const { body: byLowerCase } = await t.call<Record<string, unknown>>('main', 'getOrder', { id: listed[2].id }, admin);
    expect(byLowerCase).toMatchObject({ customerName: '优品贸易', channelName: expect.stringMatching(/^HY-DHL /) });
  });

  it("prices every imported order as createOrder does ('created', by the importer)", async () => {
    await importWorkbook(t, admin, await filled([orderRow('IMP-P-0001'), orderRow('IMP-P-0002')]));
    const listed = await ordersByCustomerNo(t, admin, ['IMP-P-0001', 'IMP-P-0002']);
    expect(listed).toHaveLength(2);
    for (const order of listed) {
      const prices = await t.call<GetOrderPricesOutput>('main', 'getOrderPrices', { id: order.id }, admin);
      expect(prices.body.list.filter((row) => row.kind === 'sell')).toMatchObject([{ stage: 'created', pricedByName: '陈建国' }]);
    }
  });

  it('imports a workbook written by openpyxl, with the invoice lines of the two-sheet template', async () => {
    const invoice = builtInTemplate('invoice');
    const bytes = openpyxlWorkbook([
      { title: '订单', rows: sheetRows(invoice.columns, 'zh-CN', [orderRow('IMP-PY-0001'), orderRow('IMP-PY-0002', { 'receiver.phone': 13800138000 })]) },
      { title: '发票明细', rows: sheetRows(invoice.invoiceColumns ?? [], 'zh-CN', [{ customerNo: 'IMP-PY-0001' }, { customerNo: 'IMP-PY-0001', 'invoiceLines.descriptionEn': 'Screen film' }, { customerNo: 'IMP-PY-0002' }]) },
    ]);
    const task = await importWorkbook(t, admin, bytes, { templateId: 'invoice' });
    expect(task).toMatchObject({ status: 'succeeded', result: { created: 2, refused: 0, total: 2 } });
    const [first, second] = await ordersByCustomerNo(t, admin, ['IMP-PY-0001', 'IMP-PY-0002']);
    const { body } = await t.call<{ invoiceLines: { descriptionEn: string }[] }>('main', 'getOrder', { id: first.id }, admin);
    expect(body.invoiceLines.map((line) => line.descriptionEn)).toEqual(['Phone case', 'Screen film']);
    expect((await t.call<{ receiver: { phone: string } }>('main', 'getOrder', { id: second.id }, admin)).body.receiver.phone).toBe('13800138000');
  });

  it('takes the customer and channel chosen in the dialog where the rows leave them empty', async () => {
    const customerId = await idByCode(customers, 'C0002');
    const channelId = await idByCode(channels, 'HY-DHL');
    const task = await importWorkbook(t, admin, await filled([orderRow('IMP-D-0001', { customerCode: null, channelCode: null })]), { customerId, channelId });
    expect(task.status).toBe('succeeded');
    expect(await ordersByCustomerNo(t, admin, ['IMP-D-0001'])).toMatchObject([{ customerName: '优品贸易', channelCode: 'HY-DHL' }]);
  });

  it('fills an FBA order\'s receiver from its Amazon warehouse, whatever the case of its code', async () => {
    const fba = await fillTemplate((await downloadTemplate(t, admin, 'fba')).bytes, 'fba', [
      orderRow('IMP-F-0001', { warehouseCode: 'ont8', 'receiver.country': null, 'receiver.city': null, 'receiver.address1': null, 'receiver.postcode': null }),
    ]);
    expect((await importWorkbook(t, admin, fba, { templateId: 'fba' })).status).toBe('succeeded');
    const [order] = await ordersByCustomerNo(t, admin, ['IMP-F-0001']);
    const { body } = await t.call<Record<string, unknown>>('main', 'getOrder', { id: order.id }, admin);
    expect(body).toMatchObject({ kind: 'fba', warehouseCode: 'ONT8', receiver: { name: 'John Smith', city: 'Moreno Valley', postcode: '92551', address1: '24300 Nandina Ave' } });
  });

  const withErrors = () => filled([
    orderRow('IMP-E-0001'),
    orderRow('IMP-E-0002', { 'receiver.phone': null, weight: 'heavy' }),
    orderRow('IMP-E-0003', { 'receiver.name': 'x'.repeat(101) }),
  ]);

  it('creates nothing from a file with errors; its error report marks them in an error column', async () => {
    const task = await importWorkbook(t, admin, await withErrors());
    expect(task).toMatchObject({ status: 'failed', errorInfo: { code: 20188, params: { problems: 3, listed: 3 } }, result: null });
    expect(problemsOf(task.errorInfo)).toEqual([
      { row: 3, field: 'weight', code: 50002, params: {} },
      { row: 3, field: 'receiver.phone', code: 50001, params: {} },
      { row: 4, field: 'receiver.name', code: 50005, params: { max: 100 } },
    ]);
    expect(await ordersByCustomerNo(t, admin, ['IMP-E-0001'])).toEqual([]);

    const report = new ExcelJS.Workbook();
    await report.xlsx.load(await downloadFile(t, admin, task.resultFileId) as unknown as ExcelJS.Buffer);
    const sheet = report.worksheets[0];
    const errorColumn = builtInTemplate('receive').columns.length + 1;
    expect(sheet.getCell(1, errorColumn).text).toBe(EXCEL_TEXTS['zh-CN'].errorColumn);
    expect(sheet.getCell(2, errorColumn).text).toBe('');
    expect(sheet.getCell(3, errorColumn).text).toContain('收件人电话(Receiver phone): 必填');
    expect(sheet.getCell(4, errorColumn).text).toContain('最多 100 个字符');
  });

  it('creates only the valid orders when asked, with the error report as its result file', async () => {
    const task = await importWorkbook(t, admin, await withErrors(), { validRowsOnly: true });
    expect(task).toMatchObject({ status: 'succeeded', errorInfo: null, result: { created: 1, refused: 2, total: 3 } });
    expect(task.resultFileId).not.toBeNull();
    expect((await ordersByCustomerNo(t, admin, ['IMP-E-0001', 'IMP-E-0002', 'IMP-E-0003'])).map((order) => order.customerNo)).toEqual(['IMP-E-0001']);
  });

  it('refuses the same file imported again (20196)', async () => {
    const bytes = await filled([orderRow('IMP-R-0001')]);
    const first = await importWorkbook(t, admin, bytes);
    expect(first.status).toBe('succeeded');
    const again = await importWorkbook(t, admin, bytes, { validRowsOnly: true });
    expect(again).toMatchObject({ status: 'failed', errorInfo: { code: 20196, params: { taskId: first.id } } });
    expect(await ordersByCustomerNo(t, admin, ['IMP-R-0001'])).toHaveLength(1);
  });

  it('creates the orders of one file once when it is imported twice at the same time', async () => {
    const bytes = await filled([orderRow('IMP-S-0001'), orderRow('IMP-S-0002')]);
    const fileIds = [await uploadFile(t, admin, 'a.xlsx', bytes), await uploadFile(t, admin, 'b.xlsx', bytes)];
    const started = await Promise.all(fileIds.map((fileId) => startImport(t, admin, { fileId, templateId: 'receive', validRowsOnly: false })));
    const ended = await Promise.all(started.map((answer) => finishedTask(t, admin, answer.body.id)));
    expect(ended.map((task) => task.status).sort()).toEqual(['failed', 'succeeded']);
    // Refused as the same file, or, when the other one landed between its own checks, for its orders that now exist.
    expect([20196, 20188]).toContain(ended.find((task) => task.status === 'failed')?.errorInfo?.code);
    expect(await ordersByCustomerNo(t, admin, ['IMP-S-0001', 'IMP-S-0002'])).toHaveLength(2);
  });

  it('checks again in its final write what another import created since it looked', async () => {
    const first = await importWorkbook(t, admin, await filled([orderRow('IMP-Z-0001')]));
    const importer = await findDemoUser(t.database.db, 'demoadmin');
    const target = { companyId: importer.companyId, ownerCompanyId: null };
    const write = (recheck: { fileHash: string; customerNos: string[] }) =>
      t.database.db.transaction((tx) => writeImportedOrders(tx, { importer, target, batches: [], recheck }));
    await expect(write({ fileHash: (first.result as OrderImportResult).fileHash, customerNos: [] })).rejects.toMatchObject({ code: 20196 });
    await expect(write({ fileHash: 'another file', customerNos: ['IMP-Z-0001'] })).rejects.toMatchObject({ code: 20162, params: { value: 'IMP-Z-0001' } });
  });

  it('refuses an order already present (20162) on each of its rows', async () => {
    await createOrder({ customerNo: 'IMP-X-0001' });
    const task = await importWorkbook(t, admin, await filled([
      orderRow('IMP-X-0002'),
      orderRow('IMP-X-0001', { 'boxes.quantity': 1, 'boxes.weight': 1 }),
      orderRow('IMP-X-0001', { 'boxes.quantity': 1, 'boxes.weight': 1 }),
    ]));
    expect(task.errorInfo?.code).toBe(20188);
    expect(problemsOf(task.errorInfo)).toEqual([
      { row: 3, field: 'customerNo', code: 20162, params: { value: 'IMP-X-0001' } },
      { row: 4, field: 'customerNo', code: 20162, params: { value: 'IMP-X-0001' } },
    ]);
    expect(await ordersByCustomerNo(t, admin, ['IMP-X-0002'])).toEqual([]);
  });

  it('refuses the same order twice in the file (20197)', async () => {
    const task = await importWorkbook(t, admin, await filled([orderRow('IMP-T-0001'), orderRow('IMP-T-0002'), orderRow('IMP-T-0001')]));
    expect(problemsOf(task.errorInfo)).toEqual([{ row: 4, field: 'customerNo', code: 20197, params: { firstRow: 2 } }]);
  });

  it('refuses waybill and reference numbers taken in the company or by another order of the file', async () => {
    await createOrder({ customerNo: 'IMP-W-0000', waybillNo: 'WBIMP0001', referenceNo1: 'REFIMP0001' });
    const task = await importWorkbook(t, admin, await filled([
      orderRow('IMP-W-0001', { waybillNo: 'WBIMP0001' }),
      orderRow('IMP-W-0002', { referenceNo1: 'REFIMP0001' }),
      orderRow('IMP-W-0003', { waybillNo: 'WBIMP0009', referenceNo1: 'REFIMP0009' }),
      orderRow('IMP-W-0004', { waybillNo: 'WBIMP0009', referenceNo1: 'REFIMP0009' }),
    ]));
    expect(problemsOf(task.errorInfo)).toEqual([
      { row: 2, field: 'waybillNo', code: 10003, params: { value: 'WBIMP0001' } },
      { row: 3, field: 'referenceNo1', code: 50016, params: { value: 'REFIMP0001' } },
      { row: 5, field: 'waybillNo', code: 50017, params: { value: 'WBIMP0009', firstRow: 4 } },
      { row: 5, field: 'referenceNo1', code: 50017, params: { value: 'REFIMP0009', firstRow: 4 } },
    ]);
  });

  it("reads another company's customer code as unknown", async () => {
    const task = await importWorkbook(t, admin, await filled([orderRow('IMP-G-0001', { customerCode: 'G0001' })]));
    expect(problemsOf(task.errorInfo)).toEqual([{ row: 2, field: 'customerCode', code: 50010, params: { value: 'G0001' } }]);
  });

  it('fails a file refused as a whole with the code of its problem', async () => {
    const strange = await excelJsWorkbook([{ title: 'Sheet1', rows: [['foo', 'bar'], ['1', '2']] }]);
    expect((await importWorkbook(t, admin, strange)).errorInfo).toMatchObject({ code: 20223, importErrors: [{ code: 20223, reason: 'templateMismatch' }] });
    expect((await importWorkbook(t, admin, Buffer.from('customerNo,weight\n'))).errorInfo).toMatchObject({ code: 20188, importErrors: [{ reason: 'notXlsx' }] });
  });

  it('checks the template, the choices and the file before queueing', async () => {
    const fileId = await uploadFile(t, admin, 'a.xlsx', await filled([orderRow('IMP-Q-0001')]));
    const start = async (choices: Record<string, unknown>, token = admin) => startImport(t, token, { fileId, templateId: 'receive', validRowsOnly: false, ...choices });
    expect(await start({ templateId: 'nope' })).toEqual({ code: 400, body: { field: 'templateId', reason: 'notFound' } });
    expect(await start({ customerId: await idByCode(customers, 'G0001') })).toEqual({ code: 400, body: { field: 'customerId', reason: 'notFound' } });
    expect((await start({ customerId: await idByCode(customers, 'C0003') })).code).toBe(10039);
    expect(await start({ channelId: await idByCode(channels, 'GX-JP-EMS') })).toEqual({ code: 400, body: { field: 'channelId', reason: 'notFound' } });
    expect(await start({ templateId: 'create' })).toEqual({ code: 400, body: { field: 'customerId', reason: 'required' } });
    expect(await start({ fileId: await uploadFile(t, await t.login('otheradmin'), 'b.xlsx', Buffer.from('x')) })).toEqual({ code: 400, body: { field: 'fileId', reason: 'notFound' } });
    expect(await start({ carrierCompanyNo: 'GLBX' })).toEqual({ code: 400, body: { field: 'carrierCompanyNo', reason: 'invalidValue' } });
  });

  it('leaves nothing behind when a running import is cancelled', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => orderRow(`IMP-C-${String(i).padStart(5, '0')}`));
    const started = await startImport(t, admin, { fileId: await uploadFile(t, admin, 'big.xlsx', await filled(rows)), templateId: 'receive', validRowsOnly: false });
    await vi.waitFor(async () => expect((await currentTask(t, admin, started.body.id)).status).toBe('running'), { timeout: 10_000, interval: 10 });
    expect((await t.call('main', 'cancelTask', { taskId: started.body.id }, admin)).code).toBe(0);
    expect(await finishedTask(t, admin, started.body.id)).toMatchObject({ status: 'cancelled', resultFileId: null });
    const [left] = await t.database.db.select({ n: count() }).from(orders).where(and(like(orders.customerNo, 'IMP-C-%')));
    expect(left.n).toBe(0);
  });
});
