import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsxExport, type ExportColumn } from './export-writer.ts';
import { neutraliseFormula } from './formula-guard.ts';
import { readWithOpenpyxl } from './python.fixture.ts';

type Order = { orderNo: string; remarks: string; weight: number; createdAt: string };
const columns: ExportColumn<Order>[] = [
  { header: '订单号(Order number)', value: (order) => order.orderNo },
  { header: '备注(Remarks)', value: (order) => order.remarks, width: 30 },
  { header: '重量KG(Weight kg)', value: (order) => order.weight },
  { header: '创建时间(Created at)', value: (order) => order.createdAt },
];

/** Collects what the writer streams, and how much had arrived at each moment asked. */
function collector() {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  return { output, received: () => chunks.reduce((sum, chunk) => sum + chunk.length, 0), file: () => Buffer.concat(chunks) };
}

describe('export writer', () => {
  it('neutralises text a spreadsheet would run as a formula, and leaves phone numbers and amounts alone', () => {
    expect(['=HYPERLINK("http://x","y")', '+cmd|\' /C calc\'!A0', '-2+3+cmd|x', '@SUM(A1)', '\t=1', '\r=1'].map(neutraliseFormula))
      .toEqual(['\'=HYPERLINK("http://x","y")', '\'+cmd|\' /C calc\'!A0', '\'-2+3+cmd|x', '\'@SUM(A1)', '\'\t=1', '\'\r=1']);
    expect(['+1 (555) 0100', '-12.5', '13800138000', '深圳 = 广东', 'a@b.com'].map(neutraliseFormula))
      .toEqual(['+1 (555) 0100', '-12.5', '13800138000', '深圳 = 广东', 'a@b.com']);
  });

  it('writes the chosen columns as string and number cells that openpyxl reads, none a formula', async () => {
    const { output, file } = collector();
    const rows: Order[] = [
      { orderNo: 'PF24030100000001', remarks: '=1+2', weight: 3.5, createdAt: '2024-03-01 16:30' },
      { orderNo: 'PF24030100000002', remarks: '@SUM(A1:A9)', weight: 0.25, createdAt: '2024-03-02 08:00' },
    ];
    expect(await writeXlsxExport(output, '订单', columns, rows)).toBe(2);
    const [sheet] = Object.values(readWithOpenpyxl(file()));
    expect(sheet[0].map(([value]) => value)).toEqual(columns.map((column) => column.header));
    expect(sheet[1]).toEqual([['PF24030100000001', 's'], ["'=1+2", 's'], [3.5, 'n'], ['2024-03-01 16:30', 's']]);
    expect(sheet[2][1]).toEqual(["'@SUM(A1:A9)", 's']);
    expect(sheet.flat().some(([, type]) => type === 'f')).toBe(false);
  });

  it('streams: the file is on its way out before the last row is produced', async () => {
    const { output, received, file } = collector();
    let receivedBeforeLastRow = 0;
    async function* orders(): AsyncGenerator<Order> {
      for (let i = 1; i <= 20_000; i += 1) {
        if (i === 20_000) receivedBeforeLastRow = received();
        yield { orderNo: `PF${String(i).padStart(14, '0')}`, remarks: `备注 ${i}`, weight: i / 100, createdAt: '2024-03-01 08:00' };
      }
    }
    expect(await writeXlsxExport(output, 'Orders', columns, orders())).toBe(20_000);
    expect(receivedBeforeLastRow).toBeGreaterThan(100_000);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file() as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].getRow(20_001).getCell(1).value).toBe('PF00000000020000');
  });
});
