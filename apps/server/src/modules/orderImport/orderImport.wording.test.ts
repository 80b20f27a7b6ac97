import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInTemplate, describeRowProblem, fieldRuleOf, type ExcelRowProblem, type ImportFieldKey } from '@parcelflow/contract';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { SheetValue, ImportSheet } from '../excel/index.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { checkCompanyNumbers } from './company-numbers.ts';
import { downloadFile, downloadTemplate, fillTemplate, finishedTask, orderRow, ordersByCustomerNo, startImport, uploadFile } from './orderImport.testing.ts';

let t: TestApp;
let admin: string;
let companyId: number;
beforeAll(async () => {
  t = await createTestApp({ tasks: { pollMs: 20 } });
  admin = await t.login('demoadmin');
  companyId = (await findDemoUser(t.database.db, 'demoadmin')).companyId;
});
afterAll(() => t.close());

/** The error column of a downloaded error report, from row 2 on. */
async function errorColumnOf(report: Buffer): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(report as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0].getColumn(builtInTemplate('receive').columns.length + 1).values.slice(2);
}

describe('what the database finds, in the user\'s words', () => {
  it('tells an existing order, a number taken and a number repeated in the file apart, in the task and the error report', async () => {
    const existing = { ...(await orderInputFor(t.database.db, companyId)), customerNo: 'WORD-0000', waybillNo: 'WBWORD0001', referenceNo1: 'REFWORD0001' };
    expect((await t.call('main', 'createOrder', existing, admin)).code).toBe(0);
    const template = (await downloadTemplate(t, admin, 'receive', 'en-US')).bytes;
    const file = await fillTemplate(template, 'receive', [
      orderRow('WORD-0000'),
      orderRow('WORD-0001', { waybillNo: 'WBWORD0001', referenceNo1: 'REFWORD0001' }),
      orderRow('WORD-0002', { waybillNo: 'WBWORD0009' }),
      orderRow('WORD-0003', { waybillNo: 'WBWORD0009' }),
    ]);
    const fileId = await uploadFile(t, admin, 'orders.xlsx', file);
    const started = await startImport(t, admin, { fileId, templateId: 'receive', validRowsOnly: false }, 'en-US');
    const task = await finishedTask(t, admin, started.body.id);

    const problems = (task.errorInfo?.importErrors ?? []) as ExcelRowProblem[];
    expect(problems.map(({ row, reason, code }) => [row, reason, code])).toEqual([
      [2, 'orderExists', 20162], [3, 'waybillTaken', 10003], [3, 'referenceTaken', 50016], [5, 'numberRepeated', 50017],
    ]);
    expect(await errorColumnOf(await downloadFile(t, admin, task.resultFileId))).toEqual([
      'Customer number: the order "WORD-0000" exists already: do not import it again',
      'Waybill number: "WBWORD0001" is already used by another order\nReference 1: "REFWORD0001" is already used by another order',
      undefined,
      'Waybill number: "WBWORD0009" is already given in row 4',
    ]);
  });

  it('names the carrier the orders go to, and refuses that carrier as the handover carrier', async () => {
    const values = (cells: [ImportFieldKey, SheetValue][]) => new Map(cells);
    const sheet: ImportSheet = {
      name: '订单',
      columns: new Map([['carrierCompanyNo', { col: 3, header: '承运商代码(Carrier code)' }], ['partnerCompanyNo', { col: 4, header: '交接承运商代码(Handover carrier code)' }]]),
      rows: [
        { row: 2, values: values([['carrierCompanyNo', 'GLBX'], ['partnerCompanyNo', 'hyexp']]) },
        { row: 3, values: values([['carrierCompanyNo', 'hyexp'], ['partnerCompanyNo', 'GLBX']]) },
      ],
    };
    const problems = await checkCompanyNumbers(t.database.db, companyId, sheet);
    expect(problems.map((problem) => [problem.cell, problem.code, describeRowProblem(problem, 'zh-CN')])).toEqual([
      ['C2', 50018, '承运商代码(Carrier code): 应为 HYEXP'],
      ['D2', 50019, '交接承运商代码(Handover carrier code): 不能是订单所属的承运商'],
    ]);
  });
});

describe('a Chinese clerk filling the Chinese template', () => {
  const importIn = async (language: string, rows: ReturnType<typeof orderRow>[]) => {
    const template = (await downloadTemplate(t, admin, 'receive', language)).bytes;
    const fileId = await uploadFile(t, admin, '订单.xlsx', await fillTemplate(template, 'receive', rows));
    const started = await startImport(t, admin, { fileId, templateId: 'receive', validRowsOnly: false }, language);
    return finishedTask(t, admin, started.body.id);
  };

  it('is offered goods types in Chinese and may give them so, in either Chinese, in English or by code', async () => {
    const template = new ExcelJS.Workbook();
    await template.xlsx.load((await downloadTemplate(t, admin, 'receive', 'zh-CN')).bytes as unknown as ExcelJS.Buffer);
    const goodsColumn = builtInTemplate('receive').columns.findIndex((column) => column.field === 'goodsType') + 1;
    expect(template.worksheets[0].getCell(2, goodsColumn).value).toBe('普货');
    const notes = template.getWorksheet('填写说明')!.getColumn(5).values.map(String);
    expect(notes).toContainEqual(expect.stringContaining('可选值：普货、带电、液体'));
    const task = await importIn('zh-CN', [
      orderRow('GOODS-CN-1', { goodsType: '带电' }), orderRow('GOODS-CN-2', { goodsType: '化妝品' }),
      orderRow('GOODS-CN-3', { goodsType: 'liquids' }), orderRow('GOODS-CN-4', { goodsType: 'FOOD' }),
    ]);
    expect(task).toMatchObject({ status: 'succeeded', result: { created: 4 } });
    const orders = await ordersByCustomerNo(t, admin, ['GOODS-CN-1', 'GOODS-CN-2', 'GOODS-CN-3', 'GOODS-CN-4']);
    expect(orders.map((order) => order.customerNo)).toEqual(['GOODS-CN-1', 'GOODS-CN-2', 'GOODS-CN-3', 'GOODS-CN-4']);
    const goods = await Promise.all(orders.map(async (order) => (await t.call<{ goodsType: string }>('main', 'getOrder', { id: order.id }, admin)).body.goodsType));
    expect(goods).toEqual(['battery', 'cosmetics', 'liquid', 'food']);
    // The other worded enumerations a company template may carry read the same way.
    expect(fieldRuleOf('declareType').aliases?.get('一般贸易')).toBe('general');
    expect(fieldRuleOf('taxPayment').aliases?.get('收件人')).toBe('receiver');
  });

  it('is told 1.5 pieces must be a whole number, not that it must be a number', async () => {
    const task = await importIn('zh-CN', [orderRow('WHOLE-1', { pieces: 1.5 }), orderRow('WHOLE-2', { pieces: '两件' })]);
    const problems = (task.errorInfo?.importErrors ?? []) as ExcelRowProblem[];
    expect(problems.map(({ row, field, reason, code }) => [row, field, reason, code])).toEqual([[2, 'pieces', 'notInteger', 50025], [3, 'pieces', 'invalidType', 50002]]);
    const errors = await errorColumnOf(await downloadFile(t, admin, task.resultFileId));
    expect(errors[0]).toMatch(/^件数.*: 应为整数$/);
    expect(errors[1]).toMatch(/: 应为数字$/);
    expect(describeRowProblem(problems[0], 'en-US')).toMatch(/must be a whole number$/);
    expect(describeRowProblem(problems[0], 'zh-TW')).toMatch(/應為整數$/);
  });
});
