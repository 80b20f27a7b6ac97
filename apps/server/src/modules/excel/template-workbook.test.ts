import { BUILT_IN_TEMPLATES, LANGUAGES, builtInTemplate, headerForms, localText } from '@parcelflow/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { LOOKUPS } from './import.fixture.ts';
import { readWithOpenpyxl } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';
import { writeTemplateWorkbook } from './template-workbook.ts';
import { validateImport } from './validate-import.ts';

describe('template download', () => {
  it('writes a header row, an example row and a notes sheet in each language, readable by openpyxl', async () => {
    for (const language of LANGUAGES) {
      const template = builtInTemplate('invoice');
      const sheets = readWithOpenpyxl(await writeTemplateWorkbook(template, language));
      const [orders, lines, notes] = Object.values(sheets);
      expect(orders[0].map(([value]) => value)).toEqual(template.columns.map((column) => localText(column.header, language)));
      expect(orders[1][0]).toEqual(['SO20240301001', 's']);
      expect(lines[1][0]).toEqual(['SO20240301001', 's']);
      expect(notes.length).toBe(1 + template.columns.length + (template.invoiceColumns?.length ?? 0) + 2);
    }
  });

  it('explains each column with its limits as the import schema checks them', async () => {
    const sheets = readWithOpenpyxl(await writeTemplateWorkbook(builtInTemplate('receive'), 'zh-CN'));
    const notes = new Map(sheets['填写说明'].map((row) => [row[1][0], row.slice(2).map(([value]) => value)]));
    expect(notes.get('客户单号(Customer number)')).toEqual(['是', '文本', '6 到 40 个字符; 同一客户单号的连续多行是同一票的多个箱子；发票明细按客户单号对应订单', 'SO20240301001']);
    expect(notes.get('重量KG(Weight kg)')).toEqual(['是', '数字', '大于 0，最大 9999; 最多 3 位小数', 3.5]);
    expect(notes.get('付款方式(Payment method)')).toEqual(['是', '从下列值中选一个', '可选值：PP、CC、TP、CA', 'PP']);
    expect(notes.get('收件人电话(Receiver phone)')).toEqual(['是', '文本', '最多 20 个字符', '+1 555 0100']);
    const english = readWithOpenpyxl(await writeTemplateWorkbook(builtInTemplate('receive'), 'en-US'))['Notes'];
    expect(english.find((row) => row[1][0] === 'Pieces')?.map(([value]) => value)).toEqual(['Orders', 'Pieces', 'yes', 'whole number', '1 to 9999', 2]);
  });

  it('formats text columns as text, so phone numbers and postcodes keep their digits', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writeTemplateWorkbook(builtInTemplate('receive'), 'zh-CN')) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    const columns = builtInTemplate('receive').columns;
    const formatOf = (field: string) => sheet.getColumn(columns.findIndex((column) => column.field === field) + 1).numFmt;
    expect([formatOf('receiver.postcode'), formatOf('receiver.phone'), formatOf('pieces')]).toEqual(['@', '@', undefined]);
  });

  it('imports its own example row cleanly, for every built-in template', async () => {
    for (const template of BUILT_IN_TEMPLATES) {
      const read = await readImportWorkbook(await writeTemplateWorkbook(template, 'zh-TW'), template, 'zh-TW');
      if ('problems' in read) throw new Error(`${template.id}: ${JSON.stringify(read.problems)}`);
      const result = validateImport(read.workbook, template, LOOKUPS);
      expect({ id: template.id, problems: result.problems, orders: result.orders.length }).toEqual({ id: template.id, problems: [], orders: 1 });
    }
  });

  it('gives every column of a template headers no other column of it answers to', () => {
    for (const template of BUILT_IN_TEMPLATES) {
      for (const columns of [template.columns, template.invoiceColumns ?? []]) {
        const forms = columns.flatMap((column) => [...new Set(LANGUAGES.flatMap((language) => headerForms(localText(column.header, language))))]);
        expect(forms.length, template.id).toBe(new Set(forms).size);
      }
    }
  });
});
