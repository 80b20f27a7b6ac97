import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInTemplate, type Page, type SkuView, type TaskView } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';
import { customers } from '../customer/index.ts';
import { excelJsWorkbook, sheetRows, type RowSpec } from '../excel/import.fixture.ts';
import type ExcelJS from 'exceljs';
import { importWorkbook, orderRow, ordersByCustomerNo } from '../orderImport/orderImport.testing.ts';
import { downloadFile, finishedTask, importTable, post, sheetValues, workbookOf } from '../tableImport/tableImport.testing.ts';

let t: TestApp;
let admin: string;
let other: string;
let c1: number;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  [{ id: c1 }] = await t.database.db.select({ id: customers.id }).from(customers).where(eq(customers.code, 'C0001'));
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveSku', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<SkuView>>('main', 'listSkus', filters, token)).body;
const CASE = { nameCn: '手机壳', nameEn: 'Phone case', customsCode: '3926909090', unitPrice: 2.5, currency: 'USD', unitWeight: 0.1, material: 'Silicone', purpose: 'Protection', origin: 'CN', unit: 'PCS' };
const SKU_HEADER = ['Customer code', 'SKU', 'Chinese name', 'English name', 'HS code', 'Unit price', 'Currency', 'Unit weight kg', 'Material', 'Purpose', 'Brand', 'Origin country', 'Unit'];

describe('the SKU library', () => {
  let id: number;
  it('keeps a customer\'s SKUs, found by code or name, changed and logged', async () => {
    const created = await save({ customerId: c1, code: 'pc-1', ...CASE });
    expect(created.code).toBe(0);
    id = created.body.id;
    expect((await list({ customerId: c1, keyword: 'phone' })).list).toEqual([expect.objectContaining({ id, customerId: c1, customerCode: 'C0001', code: 'PC-1', unitPrice: 2.5, unitWeight: 0.1, origin: 'CN', brand: '' })]);
    expect((await save({ id, customerId: c1, code: 'PC-1', ...CASE, unitPrice: '', origin: '' })).code).toBe(0);
    expect((await list({ customerId: c1, keyword: 'PC-1' })).list[0]).toMatchObject({ unitPrice: null, origin: null });
    expect((await auditRowsOf(t, 'sku', id)).map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('refuses a code the customer holds, an unknown country and Chinese in the material', async () => {
    expect((await save({ customerId: c1, code: 'PC-1', nameCn: '另一个', currency: 'USD' })).body).toEqual({ field: 'code', reason: 'duplicate' });
    expect((await save({ customerId: c1, code: 'X-1', nameCn: '无', origin: 'ZZ' })).body).toMatchObject({ field: 'origin', reason: 'notFound' });
    expect((await save({ customerId: c1, code: 'X-2', nameCn: '无', material: '硅胶' })).body).toMatchObject({ field: 'material' });
  });

  it('is never seen or changed by another company, nor given its customers', async () => {
    expect((await list({}, other)).total).toBe(0);
    expect((await save({ id, customerId: c1, code: 'PC-1', nameCn: '改' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await save({ customerId: c1, code: 'PC-1', nameCn: '改' }, other)).body).toEqual({ field: 'customerId', reason: 'notFound' });
    expect((await t.call('main', 'deleteSku', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'skuComboBox', { customerId: c1, keyword: 'PC' }, other)).body).toEqual({ field: 'customerId', reason: 'notFound' });
  });

  it("answers the order form's autocomplete with the customer's SKUs, the exact code first", async () => {
    expect((await save({ customerId: c1, code: 'PC-10', nameCn: '手机壳大', currency: 'USD' })).code).toBe(0);
    const { body } = await t.call<{ list: SkuView[] }>('main', 'skuComboBox', { customerId: c1, keyword: 'pc-1' }, admin);
    expect(body.list.map((sku) => sku.code)).toEqual(['PC-1', 'PC-10']);
    const customerPage = await t.call<{ list: { value: number; label: string }[] }>('main', 'skuCustomerComboBox', { keyword: 'C0001' }, admin);
    expect(customerPage.body.list[0]).toMatchObject({ value: c1, label: expect.stringMatching(/^C0001 /) });
    expect((await t.call<{ list: unknown[] }>('main', 'skuCustomerComboBox', { keyword: 'C0001' }, other)).body.list).toEqual([]);
  });

  it('imports and exports in Excel, refusing a customer the company does not have', async () => {
    const good = await importTable(t, admin, 'startSkuImport', await workbookOf(SKU_HEADER, [['c0001', 'MUG-1', '马克杯', 'Mug', '6912000000', 3, 'usd', 0.3, 'Ceramic', '', '', 'CN', 'PCS']]));
    expect(good.errorInfo).toBeFalsy();
    expect(good.status).toBe('succeeded');
    expect((await list({ keyword: 'MUG-1' })).list[0]).toMatchObject({ customerCode: 'C0001', nameEn: 'Mug', unitPrice: 3, currency: 'USD' });
    const unknown = await importTable(t, admin, 'startSkuImport', await workbookOf(SKU_HEADER, [['NOPE', 'MUG-2', '马克杯', null, null, null, null, null, null, null, null, null, null]]));
    expect(unknown.status).toBe('failed');
    expect((await list({ keyword: 'MUG-2' })).total).toBe(0);
    const answer = (await post(t, 'startSkuExport', admin, { customerId: c1, keyword: 'MUG' }, 'en-US')).json() as { body: string };
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    const [header, row] = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(header).toEqual(SKU_HEADER);
    expect(row.slice(0, 4)).toEqual(['C0001', 'MUG-1', '马克杯', 'Mug']);
  });

  it('deletes a SKU', async () => {
    expect((await t.call('main', 'deleteSku', { id }, admin)).code).toBe(0);
    expect((await list({ keyword: 'PC-1', customerId: c1 })).list.map((sku) => sku.code)).toEqual(['PC-10']);
  });
});

describe('the order import fills invoice lines from the SKU library', () => {
  const invoice = builtInTemplate('invoice');
  const EMPTY_LINE = { 'invoiceLines.descriptionCn': null, 'invoiceLines.descriptionEn': null, 'invoiceLines.unitPrice': null, 'invoiceLines.currency': null, 'invoiceLines.unitWeight': null, 'invoiceLines.customsCode': null, 'invoiceLines.material': null, 'invoiceLines.origin': null, 'invoiceLines.unit': null };
  const rowsOf = (columns: typeof invoice.columns, specs: RowSpec[]) => sheetRows(columns, 'en-US', specs) as ExcelJS.CellValue[][];
  const workbook = (lines: RowSpec[]) => excelJsWorkbook([
    { title: 'Orders', rows: rowsOf(invoice.columns, [orderRow('SKU-IMP-1') as RowSpec]) },
    { title: 'Invoice lines', rows: rowsOf(invoice.invoiceColumns ?? [], lines) },
  ]);

  it("fills a line's empty cells from its customer's SKU; what the row gives wins", async () => {
    expect((await save({ customerId: c1, code: 'CASE-9', ...CASE })).code).toBe(0);
    const bytes = await workbook([{ customerNo: 'SKU-IMP-1', 'invoiceLines.sku': 'case-9', ...EMPTY_LINE, 'invoiceLines.unitPrice': 4 }]);
    const task = await importWorkbook(t, admin, bytes, { templateId: 'invoice' });
    expect(task).toMatchObject({ status: 'succeeded', result: { created: 1 } });
    const [order] = await ordersByCustomerNo(t, admin, ['SKU-IMP-1']);
    const { body } = await t.call<{ invoiceLines: Record<string, unknown>[] }>('main', 'getOrder', { id: order.id }, admin);
    expect(body.invoiceLines).toEqual([expect.objectContaining({ sku: 'case-9', descriptionCn: '手机壳', descriptionEn: 'Phone case', unitPrice: 4, currency: 'USD', customsCode: '3926909090', unitWeight: 0.1, origin: 'CN' })]);
  });

  it('reports an unknown SKU on its row and column', async () => {
    const bytes = await workbook([{ customerNo: 'SKU-IMP-1', 'invoiceLines.sku': 'NO-SUCH', ...EMPTY_LINE }]);
    const task = await importWorkbook(t, admin, bytes, { templateId: 'invoice' });
    const problems = (task.errorInfo as unknown as { importErrors: { sheet?: string; row: number; field: string; reason: string }[] }).importErrors;
    expect(problems).toContainEqual(expect.objectContaining({ sheet: 'Invoice lines', row: 2, field: 'invoiceLines.sku', reason: 'notFound', params: { value: 'NO-SUCH' } }));
  });
});
