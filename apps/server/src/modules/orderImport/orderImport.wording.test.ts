import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInTemplate, describeRowProblem, type ExcelRowProblem, type ImportFieldKey } from '@parcelflow/contract';
import { findDemoUser } from '../../tasks/task.testing.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { SheetValue } from '../excel/cell-value.ts';
import type { ImportSheet } from '../excel/read-sheet.ts';
import { orderInputFor } from '../order/order.fixture.ts';
import { checkCompanyNumbers } from './company-numbers.ts';
import { downloadFile, downloadTemplate, fillTemplate, finishedTask, orderRow, startImport, uploadFile } from './orderImport.testing.ts';

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
