import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { builtInTemplate, type EnglishNameRuleView, type Page, type TaskView } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { auditRowsOf } from '../channel/channel.testing.ts';
import { companies } from '../company/index.ts';
import { excelJsWorkbook, sheetRows, type RowSpec } from '../excel/import.fixture.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { importWorkbook, orderRow, ordersByCustomerNo } from '../orderImport/orderImport.testing.ts';
import { downloadFile, finishedTask, importTable, post, sheetValues, workbookOf } from '../tableImport/tableImport.testing.ts';
import { applyEnglishNames } from './english-names.ts';
import { englishNameRules } from './englishNameRule.table.ts';

let t: TestApp;
let admin: string;
let other: string;
let base: Awaited<ReturnType<typeof orderInputFor>>;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20, progressMs: 0 } });
  [admin, other] = [await t.login('demoadmin'), await t.login('otheradmin')];
  const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'HYEXP'));
  base = await orderInputFor(t.database.db, company.id);
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) => t.call<{ id: number }>('main', 'saveEnglishNameRule', body, token);
const list = async (filters: Record<string, unknown> = {}, token = admin) => (await t.call<Page<EnglishNameRuleView>>('main', 'listEnglishNameRules', filters, token)).body;
const HEADER = ['Kind', 'Chinese name', 'English name'];
const line = (descriptionCn: string, descriptionEn = '') => ({ descriptionCn, descriptionEn, quantity: 1, unitPrice: 2, currency: 'USD' });

describe('English name rules', () => {
  let id: number;
  it('are created, filtered by kind and names, changed and logged', async () => {
    const created = await save({ kind: 'exact', nameCn: '手机壳', nameEn: 'Phone case' });
    expect(created.code).toBe(0);
    id = created.body.id;
    expect((await list({ kind: 'exact', nameCn: '手机' })).list).toEqual([{ id, kind: 'exact', nameCn: '手机壳', nameEn: 'Phone case' }]);
    expect((await save({ id, kind: 'exact', nameCn: '手机壳', nameEn: 'Mobile phone case' })).code).toBe(0);
    expect((await list({ nameEn: 'mobile' })).total).toBe(1);
    expect((await auditRowsOf(t, 'englishNameRule', id)).map((row) => row.action)).toEqual(['update', 'create']);
  });

  it('refuses a second mapping of a Chinese name, a repeated refused word and a mapping without a Chinese name', async () => {
    expect((await save({ kind: 'exact', nameCn: '手机壳', nameEn: 'Case' })).body).toEqual({ field: 'nameCn', reason: 'duplicate' });
    expect((await save({ kind: 'refused', nameEn: 'Gift' })).code).toBe(0);
    expect((await save({ kind: 'refused', nameEn: 'gift' })).body).toEqual({ field: 'nameEn', reason: 'duplicate' });
    expect((await save({ kind: 'contains', nameEn: 'Toy' })).body).toMatchObject({ field: 'nameCn' });
  });

  it('are never seen or changed by another company', async () => {
    expect((await list({}, other)).total).toBe(0);
    expect((await save({ id, kind: 'exact', nameCn: '改', nameEn: 'X' }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
    expect((await t.call('main', 'deleteEnglishNameRule', { id }, other)).body).toEqual({ field: 'id', reason: 'notFound' });
  });

  it('import and export in Excel', async () => {
    const good = await importTable(t, admin, 'startEnglishNameRuleImport', await workbookOf(HEADER, [['contains', '玩具', 'Toy'], ['contains', '毛绒玩具', 'Plush toy'], ['refused', null, 'Free sample']]));
    expect(good.errorInfo).toBeFalsy();
    expect(good.status).toBe('succeeded');
    expect((await list({ kind: 'contains' })).total).toBe(2);
    const repeated = await importTable(t, admin, 'startEnglishNameRuleImport', await workbookOf(HEADER, [['contains', '玩具', 'Toys']]));
    expect(repeated.status).toBe('failed');
    const answer = (await post(t, 'startEnglishNameRuleExport', admin, { kind: 'refused' }, 'en-US')).json() as { body: string };
    const task = await finishedTask(t, admin, (JSON.parse(answer.body) as TaskView).id);
    const [header, ...rows] = await sheetValues(await downloadFile(t, admin, task.resultFileId));
    expect(header).toEqual(HEADER);
    expect(rows.map((row) => row[2])).toEqual(['Gift', 'Free sample']);
  });
});

describe('filling English names', () => {
  it('prefers an exact match, then the longest contained Chinese name, and keeps a given English name', () => {
    const rules = [
      { kind: 'contains', nameCn: '玩具', nameEn: 'Toy' }, { kind: 'contains', nameCn: '毛绒玩具', nameEn: 'Plush toy' },
      { kind: 'exact', nameCn: '儿童毛绒玩具', nameEn: 'Kids plush toy' },
    ] as const;
    const { lines, problems } = applyEnglishNames(rules, [line('儿童毛绒玩具'), line('大号毛绒玩具熊'), line('木制玩具'), line('玩具车', 'Toy car'), line('杯子')]);
    expect(lines.map((filled) => filled.descriptionEn)).toEqual(['Kids plush toy', 'Plush toy', 'Toy', 'Toy car', '']);
    expect(problems).toEqual([{ index: 4, reason: 'required' }]);
  });

  it('refuses a whole refused word in any case, not a longer word holding it', () => {
    const rules = [{ kind: 'refused', nameCn: '', nameEn: 'gift' }] as const;
    expect(applyEnglishNames(rules, [line('礼品', 'Gifted mug'), line('礼品', 'GIFT box')]).problems).toEqual([{ index: 1, reason: 'refusedWord', word: 'gift' }]);
  });

  let orderId: number;
  it('fills an order created without English names and stores it', async () => {
    const created = await t.call<{ id: number }>('main', 'createOrder', { ...base, invoiceLines: [line('毛绒玩具熊'), line('手机壳', 'Case')] }, admin);
    expect(created.code).toBe(0);
    orderId = created.body.id;
    const { body } = await t.call<{ invoiceLines: { descriptionEn: string }[]; version: number }>('main', 'getOrder', { id: orderId }, admin);
    expect(body.invoiceLines.map((filled) => filled.descriptionEn)).toEqual(['Plush toy', 'Case']);
  });

  it('fills an edited order, and refuses a refused word or a line left without a name on its field', async () => {
    const { body: order } = await t.call<Record<string, unknown> & { version: number }>('main', 'getOrder', { id: orderId }, admin);
    const edit = (invoiceLines: unknown[]) => t.call<{ version: number }>('main', 'updateOrder', { ...base, id: orderId, version: order.version, invoiceLines }, admin);
    expect((await edit([line('手机壳')])).body).toMatchObject({ version: order.version + 1 });
    const { body } = await t.call<{ invoiceLines: { descriptionEn: string }[] }>('main', 'getOrder', { id: orderId }, admin);
    expect(body.invoiceLines[0].descriptionEn).toBe('Mobile phone case');
    const refused = await t.call('main', 'createOrder', { ...base, invoiceLines: [line('杯子', 'Mug'), line('礼品', 'Gift')] }, admin);
    expect(refused.body).toEqual({ field: 'invoiceLines.1.descriptionEn', reason: 'notAllowed', word: 'Gift' });
    const unnamed = await t.call('main', 'createOrder', { ...base, invoiceLines: [line('杯子')] }, admin);
    expect(unnamed.body).toEqual({ field: 'invoiceLines.0.descriptionEn', reason: 'required' });
  });

  describe('in the order import', () => {
    const invoice = builtInTemplate('invoice');
    const rowsOf = (columns: typeof invoice.columns, specs: RowSpec[]) => sheetRows(columns, 'en-US', specs) as ExcelJS.CellValue[][];
    const workbook = (customerNo: string, lines: RowSpec[]) => excelJsWorkbook([
      { title: 'Orders', rows: rowsOf(invoice.columns, [orderRow(customerNo) as RowSpec]) },
      { title: 'Invoice lines', rows: rowsOf(invoice.invoiceColumns ?? [], lines) },
    ]);
    const importLine = (customerNo: string, nameCn: string, nameEn: string | null) => ({
      customerNo, 'invoiceLines.descriptionCn': nameCn, 'invoiceLines.descriptionEn': nameEn, 'invoiceLines.quantity': 1, 'invoiceLines.unitPrice': 2, 'invoiceLines.currency': 'USD',
    });

    it("fills a line's empty English name from the rules", async () => {
      const task = await importWorkbook(t, admin, await workbook('ENR-IMP-1', [importLine('ENR-IMP-1', '毛绒玩具狗', null)]), { templateId: 'invoice' });
      expect(task.errorInfo).toBeFalsy();
      expect(task).toMatchObject({ status: 'succeeded', result: { created: 1 } });
      const [order] = await ordersByCustomerNo(t, admin, ['ENR-IMP-1']);
      const { body } = await t.call<{ invoiceLines: { descriptionEn: string }[] }>('main', 'getOrder', { id: order.id }, admin);
      expect(body.invoiceLines[0].descriptionEn).toBe('Plush toy');
    });

    it('reports a refused word on its row and column', async () => {
      const task = await importWorkbook(t, admin, await workbook('ENR-IMP-2', [importLine('ENR-IMP-2', '样品', 'free SAMPLE')]), { templateId: 'invoice' });
      const problems = (task.errorInfo as unknown as { importErrors: Record<string, unknown>[] }).importErrors;
      expect(problems).toContainEqual(expect.objectContaining({ sheet: 'Invoice lines', row: 2, field: 'invoiceLines.descriptionEn', reason: 'refusedWord', params: { word: 'Free sample' } }));
      expect(await ordersByCustomerNo(t, admin, ['ENR-IMP-2'])).toEqual([]);
    });
  });
});

describe('the cap on rules', () => {
  it('refuses a company its 5,001st rule', async () => {
    const [company] = await t.database.db.select().from(companies).where(eq(companies.companyNo, 'GLBX'));
    const rows = Array.from({ length: 5_000 }, (_, index) => ({ companyId: company.id, kind: 'exact' as const, nameCn: `品名${index}`, nameEn: `Goods ${index}`, matchKey: `exact 品名${index}` }));
    await t.database.db.insert(englishNameRules).values(rows);
    expect((await save({ kind: 'refused', nameEn: 'Gift' }, other)).body).toEqual({ field: 'id', reason: 'tooBig', max: 5_000 });
  });
});
