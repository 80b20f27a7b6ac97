import { builtInTemplate } from '@parcelflow/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeErrorReport } from './error-report.ts';
import { LOOKUPS, sheetRows } from './import.fixture.ts';
import { openpyxlWorkbook, readWithOpenpyxl } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';
import { validateImport } from './validate-import.ts';

const receive = builtInTemplate('receive');

/** The file read and validated as the import task does; its report is written from the workbook the reading loaded. */
async function importFile(file: Buffer) {
  const read = await readImportWorkbook(file, receive, 'zh-CN');
  if ('problems' in read) throw new Error(JSON.stringify(read.problems));
  const { problems, orders } = validateImport(read.workbook, receive, LOOKUPS);
  return { problems, orders, report: () => writeErrorReport(read.source, problems, 'zh-CN') };
}
const fillOf = (sheet: ExcelJS.Worksheet, address: string) => (sheet.getCell(address).fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb;
async function firstSheetOf(file: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}

describe('error report: the original workbook with an error column, fixed in place and imported again', () => {
  it('lists each row\'s problems in its language, highlights the cells, and imports cleanly once fixed', async () => {
    const rows = sheetRows(receive.columns, 'zh-CN', [
      { customerNo: 'SO000001' },
      { customerNo: 'SO000002', 'receiver.phone': null, weight: 0 },
      { customerNo: 'SO000003', customerCode: 'C9999' },
    ]);
    const original = openpyxlWorkbook([{ title: '订单', rows }]);
    const first = await importFile(original);
    expect(first.problems.map((problem) => problem.cell)).toEqual(['I3', 'X3', 'B4']);

    const report = await first.report();
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
    await cleared.xlsx.load((await second.report()) as unknown as ExcelJS.Buffer);
    const again = cleared.worksheets[0];
    expect(again.getCell(3, errorColumn + 1).value).toBeNull();
    expect([fillOf(again, 'I3'), fillOf(again, 'B4')]).toEqual([undefined, 'FFFFC7CE']);
  });

  it('keeps what the user formatted, and leaves the cells without a style as they were', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('订单', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRows(sheetRows(receive.columns, 'zh-CN', [{ customerNo: 'SO000001', weight: 2.5 }, { customerNo: 'SO000002', customerCode: 'C9999' }]));
    sheet.getColumn(1).width = 24;
    sheet.getCell('A2').font = { bold: true, color: { argb: 'FF0070C0' } };
    sheet.getCell('I2').numFmt = '0.000';
    sheet.getCell('B3').font = { italic: true };
    const original = Buffer.from(await workbook.xlsx.writeBuffer());
    const { problems, report } = await importFile(original);
    expect(problems.map((problem) => problem.cell)).toEqual(['B3']);

    const [before, after] = [await firstSheetOf(original), await firstSheetOf(await report())];
    expect(after.getColumn(1).width).toBe(24);
    expect(after.views).toMatchObject([{ state: 'frozen', ySplit: 1 }]);
    expect(after.getCell('A2').font).toMatchObject({ bold: true, color: { argb: 'FF0070C0' } });
    expect(after.getCell('I2').numFmt).toBe('0.000');
    expect([after.getCell('B3').font?.italic, fillOf(after, 'B3')]).toEqual([true, 'FFFFC7CE']);
    for (const address of ['I3', 'C2', 'X3']) expect(after.getCell(address).style, address).toEqual(before.getCell(address).style);
  });
});
