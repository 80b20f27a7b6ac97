import { builtInTemplate, type ImportTemplate } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import { writeErrorReport } from './error-report.ts';
import { openpyxlWorkbook, readWithOpenpyxl, zipArchive } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';
import { openXlsxUpload } from './xlsx-intake.ts';

const receive = builtInTemplate('receive');
/** Three columns of the receive template are enough to read a sheet against. */
const SMALL: ImportTemplate = { ...receive, columns: receive.columns.filter((column) => ['customerNo', 'pieces', 'itemName'].includes(column.field)) };
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A workbook as a .NET writer may save it: every element with the x: prefix, cells without r attributes, an
 * inline string, a shared string in rich text runs with a phonetic guide, and no stylesheet at all.
 */
function prefixedWorkbook(): Buffer {
  const sheet = `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>`
    + '<x:row r="1"><x:c t="s"><x:v>0</x:v></x:c><x:c t="inlineStr"><x:is><x:t>件数(Pieces)</x:t></x:is></x:c><x:c t="s"><x:v>1</x:v></x:c></x:row>'
    + '<x:row><x:c t="inlineStr"><x:is><x:t>SO0001</x:t></x:is></x:c><x:c><x:v>2</x:v></x:c><x:c t="s"><x:v>2</x:v></x:c></x:row>'
    + '<x:row r="3"><x:c r="A3" t="str"><x:v>SO0002</x:v></x:c><x:c r="B3" t="inlineStr"><x:is><x:t>two</x:t></x:is></x:c></x:row>'
    + '</x:sheetData></x:worksheet>';
  const strings = `<x:sst xmlns:x="${MAIN}"><x:si><x:t>客户单号(Customer number)</x:t></x:si><x:si><x:t>品名(Item name)</x:t></x:si>`
    + '<x:si><x:r><x:rPr><x:b/></x:rPr><x:t>手机壳 </x:t></x:r><x:r><x:t xml:space="preserve">&amp; 贴膜</x:t></x:r><x:rPh sb="0" eb="1"><x:t>ケース</x:t></x:rPh></x:si></x:sst>';
  return zipArchive({
    parts: [
      { name: '[Content_Types].xml', text: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>' },
      { name: '_rels/.rels', text: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
      { name: 'xl/workbook.xml', text: `<x:workbook xmlns:x="${MAIN}" xmlns:r="${RELATIONS}"><x:sheets><x:sheet name="订单" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>` },
      { name: 'xl/_rels/workbook.xml.rels', text: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>` },
      { name: 'xl/sharedStrings.xml', text: strings },
      { name: 'xl/worksheets/sheet1.xml', text: sheet },
    ],
  });
}

describe('the workbook reader and the error report on the upload\'s own XML', () => {
  it('reads prefixed elements, cells without a reference, inline and rich text, and reports on a workbook without styles', async () => {
    const read = await readImportWorkbook(prefixedWorkbook(), SMALL, 'zh-CN');
    if (!('workbook' in read)) throw new Error(JSON.stringify(read.problems));
    expect(read.workbook.orders.rows.map((row) => Object.fromEntries(row.values))).toEqual([
      { customerNo: 'SO0001', pieces: 2, itemName: '手机壳 & 贴膜' },
      { customerNo: 'SO0002', pieces: 'two' },
    ]);
    const problem = { sheet: '订单', row: 3, column: '件数(Pieces)', cell: 'B3', field: 'pieces', code: 40004, reason: 'invalidType', params: {} } as const;
    const report = await writeErrorReport(read.source, [problem], 'en-US');
    const seen = readWithOpenpyxl(report)['订单'];
    expect(seen.map((row) => row.map(([value]) => value))).toEqual([
      ['客户单号(Customer number)', '件数(Pieces)', '品名(Item name)', 'Errors'],
      ['SO0001', 2, '手机壳 & 贴膜', null],
      ['SO0002', 'two', null, expect.stringContaining('Pieces')],
    ]);
    // ExcelJS cannot load prefixed elements at all, so the highlight is read from the parts.
    const parts = await partsOf(report);
    expect(fillOfCell(parts.get('xl/worksheets/sheet1.xml') ?? '', parts.get('xl/styles.xml') ?? '', 'B3')).toBe('FFFFC7CE');
  });

  it('keeps what no model of the workbook would: data validations, conditional formats and the other sheets, byte for byte', async () => {
    const rows = [['客户单号(Customer number)', '件数(Pieces)', '品名(Item name)'], ['SO0001', 'x', '手机壳'], ['SO0002', 1, '贴膜']];
    const extras = '<conditionalFormatting sqref="B2:B3"><cfRule type="cellIs" dxfId="0" priority="1" operator="greaterThan"><formula>5</formula></cfRule></conditionalFormatting>'
      + '<dataValidations count="1"><dataValidation type="whole" allowBlank="1" sqref="B2:B1048576"><formula1>1</formula1><formula2>999</formula2></dataValidation></dataValidations>';
    const base = openpyxlWorkbook([{ title: '订单', rows }, { title: '备注', rows: [['随便写点什么']] }]);
    const original = zipArchive({ base, edits: [{ name: 'xl/worksheets/sheet1.xml', find: '</sheetData>', replace: `</sheetData>${extras}` }] });
    const read = await readImportWorkbook(original, SMALL, 'zh-CN');
    if (!('workbook' in read)) throw new Error(JSON.stringify(read.problems));
    const problem = { sheet: '订单', row: 2, cell: 'B2', field: 'pieces', code: 40004, reason: 'invalidType', params: {} } as const;
    const [before, after] = await Promise.all([original, await writeErrorReport(read.source, [problem], 'zh-CN')].map(partsOf));
    const sheet = after.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).toContain(extras);
    expect(sheet).toContain(rowOf(before.get('xl/worksheets/sheet1.xml') ?? '', 3));
    expect(after.get('xl/worksheets/sheet2.xml')).toBe(before.get('xl/worksheets/sheet2.xml'));
  });
});

async function partsOf(file: Buffer): Promise<Map<string, string>> {
  const opened = await openXlsxUpload(file);
  if (!('parts' in opened)) throw new Error(opened.problem.reason);
  return new Map([...opened.parts].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}

function rowOf(sheet: string, number: number): string {
  return new RegExp(`<row r="${number}"[\\s\\S]*?</row>`).exec(sheet)?.[0] ?? 'missing';
}

/** The fill colour of a cell, followed from its format to the stylesheet's fills. */
function fillOfCell(sheet: string, styles: string, address: string): string | undefined {
  const style = Number(new RegExp(`<(?:x:)?c r="${address}"[^>]*?\\ss="(\\d+)"`).exec(sheet)?.[1]);
  const xfs = /<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const fillId = Number(/fillId="(\d+)"/.exec([...xfs.matchAll(/<xf\b[^>]*>/g)][style]?.[0] ?? '')?.[1]);
  const fills = [.../<fills[^>]*>([\s\S]*?)<\/fills>/.exec(styles)?.[1].matchAll(/<fill>[\s\S]*?<\/fill>/g) ?? []];
  return /rgb="(\w+)"/.exec(fills[fillId]?.[0] ?? '')?.[1];
}
