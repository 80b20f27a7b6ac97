import { builtInTemplate, fieldRuleOf, normaliseText } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import { readBudget } from './read-budget.ts';
import { isoDateOfSerial, isoDateOfText } from './excel-dates.ts';
import { fieldValueOf } from './field-value.ts';
import { excelJsWorkbook, sheetRows } from './import.fixture.ts';
import { openpyxlWorkbook } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';
import { readSheetGrid } from './sheet-grid.ts';

const receive = builtInTemplate('receive');
const DATE = { type: 'date' } as const;

describe('cell values as field values', () => {
  it('turns full-width text into half-width, trims odd spaces and keeps Chinese', () => {
    expect(normaliseText('\u3000ＡＢＣ１２３，（深圳）\u00a0\u200b')).toBe('ABC123,(深圳)');
    expect(normaliseText('广东省 深圳市\n南山区  ')).toBe('广东省 深圳市\n南山区');
  });

  it('reads what a cell shows: shared and inline rich text, saved formula results and errors, never a formula itself', () => {
    const context = { sharedStrings: ['深圳 南山区 ', 'ＳＯ０１ ', '  \u3000 '], dateStyles: new Set([2]), date1904: false };
    const read = (type: string | undefined, content: string, style = 0) => {
      const sheet = `<worksheet><sheetData><row r="1"><c r="A1" s="${style}"${type ? ` t="${type}"` : ''}>${content}</c></row></sheetData></worksheet>`;
      const grid = readSheetGrid(sheet, context, readBudget());
      if ('reason' in grid) throw new Error(grid.reason);
      return grid.rows.get(1)?.get(1);
    };
    expect(read('s', '<v>0</v>')).toBe('深圳 南山区');
    expect(read('inlineStr', '<is><r><rPr><b/></rPr><t>深圳 </t></r><r><t xml:space="preserve">南山区&amp;</t></r><rPh><t>しんせん</t></rPh></is>')).toBe('深圳 南山区&');
    expect(read('str', '<f>A2</f><v>ＳＯ０１_x000D_ </v>')).toBe('SO01');
    expect(read('e', '<f>VLOOKUP(A2,B:C,2,0)</f><v>#N/A</v>')).toEqual({ fault: 'errorValue', text: '#N/A' });
    expect(read(undefined, '<f>SUM(A1:A3)</f>')).toEqual({ fault: 'formulaWithoutResult', text: 'SUM(A1:A3)' });
    expect([read('b', '<v>1</v>'), read(undefined, '<v>45352</v>'), read(undefined, '<v>45352</v>', 2)]).toEqual([true, 45352, new Date(Date.UTC(2024, 2, 1))]);
    expect([read(undefined, ''), read('s', '<v>2</v>')]).toEqual([undefined, undefined]);
  });

  it('reads dates as serial numbers, as text and as date cells, in both date systems', () => {
    expect([isoDateOfSerial(45352, false), isoDateOfSerial(45352.75, false), isoDateOfSerial(43890, true), isoDateOfSerial(0, false)])
      .toEqual(['2024-03-01', '2024-03-01', '2024-03-01', undefined]);
    expect(['2024-03-05', '2024/3/5', '2024.03.05', '2024年3月5日', '2024-02-30', '5/3/2024'].map(isoDateOfText))
      .toEqual(['2024-03-05', '2024-03-05', '2024-03-05', '2024-03-05', undefined, undefined]);
  });

  it('converts the date cells openpyxl and ExcelJS write, and date text, the same way', async () => {
    const remarks = receive.columns.findIndex((column) => column.field === 'remarks');
    const cells = [{ date: '2024-03-05' }, 45356, '2024/3/5', '２０２４－０３－０５'];
    const rows = sheetRows(receive.columns, 'zh-CN', cells.map((remarks, index) => ({ customerNo: `SO00000${index}`, remarks })));
    const fromPython = await readImportWorkbook(openpyxlWorkbook([{ title: '订单', rows }]), receive, 'zh-CN');
    const withDate = rows.map((row, index) => row.map((value, col) => (index === 1 && col === remarks ? new Date(Date.UTC(2024, 2, 5)) : value)));
    const fromExcelJs = await readImportWorkbook(await excelJsWorkbook([{ title: '订单', rows: withDate as never }]), receive, 'zh-CN');
    for (const read of [fromPython, fromExcelJs]) {
      if (!('workbook' in read)) throw new Error('not read');
      const values = read.workbook.orders.rows.flatMap((row) => row.values.get('remarks') ?? []);
      expect(values.map((value) => fieldValueOf(value, DATE, false))).toEqual(Array(4).fill({ value: '2024-03-05' }));
      // A text column keeps what was typed; a date cell reads as yyyy-mm-dd.
      expect(fieldValueOf(values[0], fieldRuleOf('remarks'), false)).toEqual({ value: '2024-03-05' });
    }
  });

  it('accepts numbers given as text, keeps digits typed as numbers in text fields, and matches codes in any case', () => {
    expect(fieldValueOf('3.50', fieldRuleOf('weight'), false)).toEqual({ value: 3.5 });
    expect(fieldValueOf('2件', fieldRuleOf('pieces'), false)).toEqual({ value: '2件' });
    expect(fieldValueOf(13800138000, fieldRuleOf('receiver.phone'), false)).toEqual({ value: '13800138000' });
    expect(fieldValueOf(0.1 + 0.2, fieldRuleOf('remarks'), false)).toEqual({ value: '0.3' });
    expect(fieldValueOf('doc', fieldRuleOf('packingType'), false)).toEqual({ value: 'DOC' });
    expect(fieldValueOf({ fault: 'errorValue', text: '#N/A' }, fieldRuleOf('itemName'), false)).toEqual({ reason: 'errorValue', params: { value: '#N/A' } });
  });
});
