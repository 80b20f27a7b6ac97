import { builtInTemplate } from '@parcelflow/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeErrorReport } from './error-report.ts';
import { LOOKUPS, sheetRows } from './import.fixture.ts';
import { openpyxlWorkbook, readWithOpenpyxl } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';
import { validateImport } from './validate-import.ts';

const receive = builtInTemplate('receive');

async function importFile(file: Buffer) {
  const read = await readImportWorkbook(file, receive, 'zh-CN');
  if ('problems' in read) throw new Error(JSON.stringify(read.problems));
  return validateImport(read.workbook, receive, LOOKUPS);
}
async function reportOf(file: Buffer, problems: Awaited<ReturnType<typeof importFile>>['problems']) {
  const written = await writeErrorReport(file, problems, 'zh-CN');
  if ('problem' in written) throw new Error(written.problem.reason);
  return written.report;
}
const fillOf = (sheet: ExcelJS.Worksheet, address: string) => (sheet.getCell(address).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;

describe('error report: the original workbook with an error column, fixed in place and imported again', () => {
  it('lists each row\'s problems in its language, highlights the cells, and imports cleanly once fixed', async () => {
    const rows = sheetRows(receive.columns, 'zh-CN', [
      { customerNo: 'SO000001' },
      { customerNo: 'SO000002', 'receiver.phone': null, weight: 0 },
      { customerNo: 'SO000003', customerCode: 'C9999' },
    ]);
    const original = openpyxlWorkbook([{ title: '订单', rows }]);
    const { problems } = await importFile(original);
    expect(problems.map((problem) => problem.cell)).toEqual(['I3', 'X3', 'B4']);

    const report = await reportOf(original, problems);
    const seen = readWithOpenpyxl(report)['订单'];
    const errorColumn = rows[0].length;
    expect(seen[0][errorColumn]).toEqual(['错误信息(Errors)', 's']);
    expect(seen[1][errorColumn][0]).toBeNull();
    expect(seen[2][errorColumn][0]).toBe('重量KG(Weight kg): 必须大于 0\n收件人电话(Receiver phone): 必填');
    expect(seen[3][errorColumn][0]).toBe('客户代码(Customer code): “C9999”不存在');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(report as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    expect([fillOf(sheet, 'I3'), fillOf(sheet, 'X3'), fillOf(sheet, 'B4'), fillOf(sheet, 'I2')]).toEqual(['FFFFC7CE', 'FFFFC7CE', 'FFFFC7CE', undefined]);

    sheet.getCell('I3').value = 2.5;
    sheet.getCell('X3').value = '+1 555 0199';
    const fixed = Buffer.from(await workbook.xlsx.writeBuffer());
    const second = await importFile(fixed);
    expect(second.problems.map((problem) => problem.cell)).toEqual(['B4']);

    sheet.getCell('B4').value = 'C0001';
    const clean = Buffer.from(await workbook.xlsx.writeBuffer());
    const third = await importFile(clean);
    expect(third.problems).toEqual([]);
    expect(third.orders.map((order) => order.input.customerNo)).toEqual(['SO000001', 'SO000002', 'SO000003']);

    const cleared = new ExcelJS.Workbook();
    await cleared.xlsx.load((await reportOf(fixed, second.problems)) as unknown as ExcelJS.Buffer);
    const again = cleared.worksheets[0];
    expect(again.getCell(3, errorColumn + 1).value).toBeNull();
    expect([fillOf(again, 'I3'), fillOf(again, 'B4')]).toEqual([undefined, 'FFFFC7CE']);
  });
});
