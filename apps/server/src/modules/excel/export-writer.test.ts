import { execFileSync } from 'node:child_process';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeXlsxExport, ZIP_STREAM_BYTES, type ExportColumn } from './export-writer.ts';
import { neutraliseFormula } from './formula-guard.ts';
import { readWithOpenpyxl } from './python.fixture.ts';

type Order = { orderNo: string; remarks: string; weight: number; createdAt: string };
const columns: ExportColumn<Order>[] = [
  { header: '订单号(Order number)', value: (order) => order.orderNo },
  { header: '备注(Remarks)', value: (order) => order.remarks, width: 30 },
  { header: '重量KG(Weight kg)', value: (order) => order.weight },
  { header: '创建时间(Created at)', value: (order) => order.createdAt },
];

/** How openpyxl sees the sheet's frame: its name, the frozen pane's top-left cell and each column's width. */
function openpyxlFrame(file: Buffer): { title: string; freeze: string | null; widths: number[] } {
  const script = `
import sys, io, json, openpyxl
ws = openpyxl.load_workbook(io.BytesIO(sys.stdin.buffer.read())).worksheets[0]
widths = [ws.column_dimensions[openpyxl.utils.get_column_letter(i)].width for i in range(1, ws.max_column + 1)]
print(json.dumps({'title': ws.title, 'freeze': ws.freeze_panes, 'widths': widths}))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: file }).toString());
}

async function exported<Row>(sheetName: string, cols: ExportColumn<Row>[], rows: Row[]): Promise<Buffer> {
  const { output, file } = collector();
  expect(await writeXlsxExport(output, sheetName, cols, rows)).toBe(rows.length);
  return file();
}

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

  it('types numbers as numbers and booleans as booleans, leaves empty values without a cell, and freezes the header row', async () => {
    type Line = { text: string | null; amount: number | undefined; paid: boolean };
    const cols: ExportColumn<Line>[] = [
      { header: 'Text', value: (line) => line.text },
      { header: 'Amount', value: (line) => line.amount, width: 12 },
      { header: 'Paid', value: (line) => line.paid, width: 8.5 },
    ];
    const file = await exported('Orders', cols, [{ text: null, amount: 1234567.891, paid: true }, { text: '', amount: undefined, paid: false }, { text: 'x', amount: -0.5, paid: true }]);
    const [sheet] = Object.values(readWithOpenpyxl(file));
    expect(sheet.slice(1)).toEqual([
      [[null, 'n'], [1234567.891, 'n'], [true, 'b']],
      [[null, 'n'], [null, 'n'], [false, 'b']],
      [['x', 's'], [-0.5, 'n'], [true, 'b']],
    ]);
    expect(openpyxlFrame(file)).toEqual({ title: 'Orders', freeze: 'A2', widths: [16, 12, 8.5] });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].views[0]).toMatchObject({ state: 'frozen', ySplit: 1, topLeftCell: 'A2' });
    expect(workbook.worksheets[0].getCell('B2').value).toBe(1234567.891);
  });

  it('escapes markup, drops characters XML cannot carry, keeps spaces at either end and neutralises formulas, headers too', async () => {
    const texts = ['a & b <c> "d" \'e\'', 'bell\u0007 nul\u0000 \uFFFE\uFFFF lone \uD800 end', 'emoji 📦 ok', '  two spaces ', 'line\nbreak\r\nwindows', '\ttab first', '=HYPERLINK("http://x","y")', '-12.5', '+1 (555) 0100'];
    const file = await exported('S', [{ header: '=1+1', value: (text: string) => text }], texts);
    const [sheet] = Object.values(readWithOpenpyxl(file));
    expect(sheet.map(([[value]]) => value)).toEqual([
      "'=1+1", 'a & b <c> "d" \'e\'', 'bell nul  lone  end', 'emoji 📦 ok', '  two spaces ', 'line\nbreak\r\nwindows', "'\ttab first", '\'=HYPERLINK("http://x","y")', '-12.5', '+1 (555) 0100',
    ]);
    expect(sheet.flat().every(([, type]) => type === 's')).toBe(true);
  });

  it('gives the tab a name Excel accepts, escaped in the workbook', async () => {
    const file = await exported('Orders [2024]: a/b?*\\ & "more" than thirty-one characters', [{ header: 'n', value: (n: number) => n }], [1]);
    expect(openpyxlFrame(file).title).toBe('Orders  2024   a b    & "more" ');
  });

  it('writes a header-only file for no rows, and a one-row file', async () => {
    const none = await exported('Orders', columns, []);
    expect(Object.values(readWithOpenpyxl(none))[0]).toEqual([columns.map((column) => [column.header, 's'])]);
    const one = await exported('Orders', columns, [{ orderNo: 'PF1', remarks: ' ', weight: 0, createdAt: '2024-03-01 08:00' }]);
    expect(Object.values(readWithOpenpyxl(one))[0][1]).toEqual([['PF1', 's'], [' ', 's'], [0, 'n'], ['2024-03-01 08:00', 's']]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(none as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0].rowCount).toBe(1);
  });

  it('stops taking rows while the output is full, and finishes once it is read', async () => {
    // Buffering as much as each of the zip's streams: a default PassThrough's own buffers vary with Node's version.
    const output = new PassThrough({ highWaterMark: ZIP_STREAM_BYTES });
    let produced = 0;
    async function* orders(): AsyncGenerator<Order> {
      for (; produced < 24_000; produced += 1) yield { orderNo: `PF${produced}`, remarks: `备注 ${produced} ${'x'.repeat(60)}`, weight: produced, createdAt: '2024-03-01 08:00' };
    }
    const writing = writeXlsxExport(output, 'Orders', columns, orders());
    // Nobody reads yet: the writer must come to rest, far from the end, with little waiting in the output.
    let seen = -1;
    while (seen !== produced) {
      seen = produced;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // About 6,000 rows: a piece being built, three in the sheet's stream, one in each of yazl's (checksum, count,
    // deflate) and 16 KB in each buffer after deflate (yazl's, the output's) of XML deflated about 20:1.
    expect(produced).toBeLessThan(8_000);
    expect(output.writableLength + output.readableLength).toBeLessThan(256 * 1024);
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    expect(await writing).toBe(24_000);
    const [sheet] = Object.values(readWithOpenpyxl(Buffer.concat(chunks)));
    expect(sheet).toHaveLength(24_001);
  });

  it('fails instead of waiting for ever when the output goes away', async () => {
    const output = new PassThrough();
    output.on('error', () => undefined);
    function* orders(): Generator<Order> {
      for (let i = 0; ; i += 1) yield { orderNo: `PF${i}`, remarks: 'x'.repeat(80), weight: i, createdAt: '2024-03-01 08:00' };
    }
    const writing = writeXlsxExport(output, 'Orders', columns, orders());
    setTimeout(() => output.destroy(new Error('consumer gone')), 50);
    await expect(writing).rejects.toThrow('consumer gone');
  });
});
