import { builtInTemplate, localText } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { excelJsWorkbook, sheetRows } from './import.fixture.ts';
import { openpyxlWorkbook, type PyCell } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';

const receive = builtInTemplate('receive');
const invoice = builtInTemplate('invoice');
const header = (language: 'zh-CN' | 'en-US') => sheetRows(receive.columns, language, [])[0] as string[];
const read = (rows: PyCell[][], extra: { title: string; rows: PyCell[][] }[] = [], merges?: string[]) =>
  readImportWorkbook(openpyxlWorkbook([{ title: '订单', rows, merges }, ...extra]), receive, 'zh-CN');
const problemsOf = async (result: ReturnType<typeof read>) => {
  const answer = await result;
  return 'problems' in answer ? answer.problems : [];
};

describe('reading an import workbook: the file as a whole', () => {
  it('maps bilingual headers, English headers, and headers with odd spacing, case, full-width brackets and a * mark', async () => {
    const zh = await read(sheetRows(receive.columns, 'zh-CN', [{}]));
    expect('workbook' in zh && zh.workbook.orders.rows[0].values.get('customerNo')).toBe('SO20240301001');
    const en = await read(sheetRows(receive.columns, 'en-US', [{}]));
    expect('workbook' in en && en.workbook.orders.columns.get('receiver.phone')).toEqual({ col: receive.columns.findIndex((column) => column.field === 'receiver.phone') + 1, header: 'Receiver phone' });
    const odd = header('zh-CN').map((text, index) => (index === 0 ? '*客户单号 （Customer  Number） ' : index === 1 ? 'customer code' : index === 2 ? '渠道代码' : text));
    const result = await read([odd, ...sheetRows(receive.columns, 'zh-CN', [{}]).slice(1)]);
    expect('workbook' in result && [...result.workbook.orders.columns.keys()].slice(0, 3)).toEqual(['customerNo', 'customerCode', 'channelCode']);
  });

  it('refuses a header without the required columns (20195), naming them in the user language', async () => {
    const rows = sheetRows(receive.columns.filter((column) => column.field !== 'receiver.phone' && column.field !== 'pieces'), 'zh-CN', [{}]);
    expect(await problemsOf(read(rows))).toEqual([
      { code: 20195, reason: 'headerIncomplete', sheet: '订单', params: { headers: '件数(Pieces), 收件人电话(Receiver phone)' } },
    ]);
  });

  it('refuses duplicated and unknown headers (20223), all in one answer', async () => {
    const [names, values] = sheetRows(receive.columns, 'zh-CN', [{}]);
    const rows = [[...names, 'Customer number', '件数(Pieces)', '我的备注'], [...values, 'SO20240301001', 2, 'x']];
    expect(await problemsOf(read(rows))).toEqual([
      { code: 20223, reason: 'duplicateHeader', sheet: '订单', params: { headers: 'Customer number, 件数(Pieces)' } },
      { code: 20223, reason: 'unknownHeader', sheet: '订单', params: { headers: '我的备注' } },
    ]);
    expect(await problemsOf(read([['订单号', '日期'], ['1', '2']]))).toEqual([{ code: 20223, reason: 'templateMismatch', sheet: '订单', params: {} }]);
  });

  it('refuses merged header cells with the cells to unmerge, but repeats a value merged down a column', async () => {
    const rows = sheetRows(receive.columns, 'zh-CN', [{}]);
    expect(await problemsOf(read(rows, [], ['A1:B1']))).toEqual([{ code: 20223, reason: 'mergedHeader', sheet: '订单', params: { cells: 'A1, B1' } }]);
    const boxes = sheetRows(receive.columns, 'zh-CN', [{ pieces: 2, 'boxes.quantity': 1 }, { customerNo: null, pieces: 2, 'boxes.quantity': 1 }]);
    const merged = await read(boxes, [], ['A2:A3']);
    expect('workbook' in merged && merged.workbook.orders.rows.map((row) => row.values.get('customerNo'))).toEqual(['SO20240301001', 'SO20240301001']);
  });

  it('refuses empty rows between data rows (20203) and ignores trailing ones', async () => {
    const [names, row] = sheetRows(receive.columns, 'zh-CN', [{}]);
    const blank = row.map(() => '   ');
    expect(await problemsOf(read([names, row, [], row, blank, row, [], blank, []]))).toEqual([
      { code: 20203, reason: 'emptyRows', sheet: '订单', params: { rows: '3, 5' } },
    ]);
    const trailing = await read([names, row, row, blank, [], blank]);
    expect('workbook' in trailing && trailing.workbook.orders.rows.map((r) => r.row)).toEqual([2, 3]);
    expect(await problemsOf(read([names]))).toEqual([{ code: 20203, reason: 'noRows', sheet: '订单', params: {} }]);
  });

  it('reads a formula as its saved result and never evaluates it; one saved without a result is a fault', async () => {
    const [names, row] = sheetRows(receive.columns, 'zh-CN', [{}]);
    const pieces = receive.columns.findIndex((column) => column.field === 'pieces');
    const withResult = row.map((value, index) => (index === pieces ? { formula: '1+1', result: 2 } : value));
    const result = await readImportWorkbook(await excelJsWorkbook([{ title: 'Orders', rows: [names, withResult] as ExcelJS.CellValue[][] }]), receive, 'zh-CN');
    expect('workbook' in result && result.workbook.orders.rows[0].values.get('pieces')).toBe(2);
    const noResult = await read([names, row.map((value, index) => (index === pieces ? { formula: '=1+1' } : value))]);
    expect('workbook' in noResult && noResult.workbook.orders.rows[0].values.get('pieces')).toEqual({ fault: 'formulaWithoutResult', text: '1+1' });
  });

  it('normalises full-width characters and trims spaces, keeping Chinese text', async () => {
    const rows = sheetRows(receive.columns, 'zh-CN', [{ customerNo: 'ＳＯ２０２４　００１ ', 'receiver.country': 'us  ', 'sender.city': '　深圳　', itemName: '手机壳（硅胶）', pieces: '２' }]);
    const result = await read(rows);
    const values = 'workbook' in result ? result.workbook.orders.rows[0].values : new Map();
    expect([values.get('customerNo'), values.get('receiver.country'), values.get('sender.city'), values.get('itemName'), values.get('pieces')])
      .toEqual(['SO2024 001', 'us', '深圳', '手机壳(硅胶)', '2']);
  });

  it('needs the invoice lines sheet for the invoice template (50058) and skips a template notes sheet', async () => {
    const orders = sheetRows(invoice.columns, 'zh-CN', [{}]);
    const notes = { title: '填写说明', rows: [['工作表', '列名']] };
    const oneSheet = await readImportWorkbook(openpyxlWorkbook([{ title: '订单', rows: orders }, notes]), invoice, 'zh-CN');
    expect('problems' in oneSheet && oneSheet.problems).toEqual([{ code: 50058, reason: 'needsTwoSheets', params: { sheets: '订单, 发票明细' } }]);
    const lines = sheetRows(invoice.invoiceColumns ?? [], 'en-US', [{}, { 'invoiceLines.descriptionEn': 'Cable' }]);
    const both = await readImportWorkbook(openpyxlWorkbook([{ title: 'Sheet1', rows: orders }, { title: 'Sheet2', rows: lines }]), invoice, 'zh-CN');
    expect('workbook' in both && both.workbook.invoiceLines?.rows.length).toBe(2);
    expect(localText(invoice.name, 'en-US')).toBe('Orders with invoice import');
  });
});
