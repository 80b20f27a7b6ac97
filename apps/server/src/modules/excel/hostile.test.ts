import { builtInTemplate, EXCEL_LIMITS, type ExcelLimits, type ImportTemplate } from '@parcelflow/contract';
import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { ZipFile } from 'yazl';
import { writeErrorReport } from './error-report.ts';
import { readWithOpenpyxl } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';

const MB = 1024 * 1024;
const receive = builtInTemplate('receive');
const TWO_COLUMNS: ImportTemplate = { ...receive, columns: receive.columns.filter((column) => ['customerNo', 'pieces'].includes(column.field)) };
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>客户单号(Customer number)</t></is></c><c r="B1" t="inlineStr"><is><t>件数(Pieces)</t></is></c></row>';
const ORDER = (row: number, customerNo: string, pieces: number) => `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>${customerNo}</t></is></c><c r="B${row}"><v>${pieces}</v></c></row>`;

/** A one-sheet workbook around the sheet XML given, zipped by yazl in memory: the hostile files are built here, none is committed. */
async function workbookOf(sheet: string): Promise<Buffer> {
  const parts: [string, string][] = [
    ['[Content_Types].xml', '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>'],
    ['_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`],
    ['xl/workbook.xml', `<workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>`],
    ['xl/_rels/workbook.xml.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`],
    ['xl/worksheets/sheet1.xml', sheet],
  ];
  const zip = new ZipFile();
  for (const [name, text] of parts) zip.addBuffer(Buffer.from(text), name, { compressionLevel: 1 });
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sheetOf = (rows: string, after = '', prefix = '') => `<${prefix}worksheet xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="${MAIN}"><${prefix}sheetData>${rows}</${prefix}sheetData>${after}</${prefix}worksheet>`;

/** The resident bytes of V8's young generation, where every object starts and most die at the next scavenge. */
const youngGeneration = () => getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')?.physical_space_size ?? 0;

/**
 * Reads the file as the import does, measuring the process's CPU time (the tokenizer's thread and zlib's together:
 * on a loaded machine wall time says more about the neighbours than about the reader) and how much its resident
 * memory grew, less the young generation's growth: saxes leaves some 550 bytes of garbage per `<row r="N"/>` (the
 * reader keeps nothing of it), so any large part fills that space to the size V8 sets, 32 MB on Node 20 and up to
 * 128 MB on Node 24, whatever the file. What lives long enough to be promoted, or is too large for that space (a part,
 * a whole string), still counts. vitest runs each test file in a process of its own.
 */
async function measuredRead(file: Buffer, limits: ExcelLimits = EXCEL_LIMITS) {
  const rss = process.memoryUsage().rss;
  const young = youngGeneration();
  const cpu = process.cpuUsage();
  const read = await readImportWorkbook(file, TWO_COLUMNS, 'en-US', limits);
  const used = process.cpuUsage(cpu);
  const growthMb = (process.memoryUsage().rss - rss - (youngGeneration() - young)) / MB;
  const cpuSeconds = (used.user + used.system) / 1e6;
  expect(cpuSeconds, 'CPU seconds').toBeLessThan(1);
  expect(growthMb, 'MB of memory grown').toBeLessThan(50);
  return read;
}
const problemOf = async (file: Buffer, limits?: ExcelLimits) => {
  const read = await measuredRead(file, limits);
  return 'problems' in read ? read.problems[0] : undefined;
};
const rowsOf = async (file: Buffer) => {
  const read = await measuredRead(file);
  if ('problems' in read) throw new Error(JSON.stringify(read.problems));
  return read.workbook.orders.rows.map((row) => ({ row: row.row, ...Object.fromEntries(row.values) }));
};

describe('hostile workbooks: each is read correctly or refused with its file code, in under a second and 50 MB', () => {
  it('refuses a row beyond Excel\'s last, naming it, and reads the last row itself without walking the rows between', async () => {
    const far = await workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}<row r="400000000"><c r="A400000000"><v>1</v></c></row>`));
    expect(far.length).toBeLessThan(2048);
    expect(await problemOf(far)).toEqual({ code: 20188, reason: 'cellOutOfRange', params: { cell: '400000000' } });
    const last = await workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}${ORDER(1_048_576, 'SO0002', 2)}`));
    expect(await problemOf(last)).toMatchObject({ code: 20203, reason: 'emptyRows', params: { rows: `${Array.from({ length: 20 }, (_, i) => i + 3).join(', ')} …` } });
    for (const [rows, cell] of [['<row r="0"/>', '0'], ['<row r="2"><c r="XFE2"><v>1</v></c></row>', 'XFE2']]) {
      expect(await problemOf(await workbookOf(sheetOf(`${HEADER}${rows}`)))).toMatchObject({ reason: 'cellOutOfRange', params: { cell } });
    }
    expect(await problemOf(await workbookOf(sheetOf(`${HEADER}${ORDER(3, 'SO0001', 1)}${ORDER(2, 'SO0002', 1)}`)))).toMatchObject({ reason: 'corrupt' });
  });

  it('reads a merge written with spaces around = over the rows the sheet has, not the million it names', async () => {
    const file = await workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}<row r="3"><c r="B3"><v>2</v></c></row>`, '<mergeCells count="1"><mergeCell ref = "A2:A1048576"/></mergeCells>'));
    expect(await rowsOf(file)).toEqual([{ row: 2, customerNo: 'SO0001', pieces: 1 }, { row: 3, customerNo: 'SO0001', pieces: 2 }]);
  });

  it('counts prefixed cells (x:c) against the cell budget like any other', async () => {
    const cells = Array.from({ length: 30 }, (_, i) => `<x:row r="${i + 2}"><x:c t="inlineStr"><x:is><x:t>SO${i}</x:t></x:is></x:c><x:c><x:v>1</x:v></x:c></x:row>`).join('');
    const file = await workbookOf(sheetOf(`<x:row r="1"><x:c t="inlineStr"><x:is><x:t>客户单号(Customer number)</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>件数(Pieces)</x:t></x:is></x:c></x:row>${cells}`, '', 'x:'));
    expect(await problemOf(file, { ...EXCEL_LIMITS, maxCells: 50 })).toEqual({ code: 20188, reason: 'tooManyCells', params: { max: 50 } });
    expect(await rowsOf(file)).toHaveLength(30);
  });

  it('reads a sheet of a million empty rows in linear time', async () => {
    const empty = Array.from({ length: 1_000_000 }, (_, i) => `<row r="${i + 3}"/>`).join('');
    const file = await workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}${empty}`));
    expect(file.length).toBeLessThan(4 * MB);
    expect(await rowsOf(file)).toEqual([{ row: 2, customerNo: 'SO0001', pieces: 1 }]);
  });

  it('is not fooled by comments, CDATA, single-quoted attributes or a > inside an attribute value, and reports on such a file', async () => {
    const rows = `${HEADER}<!-- <row r="2"><c r="A2" t="inlineStr"><is><t>SO-COMMENT</t></is></c></row> -->`
      + `<row r='2' spans='1:2'><c r='A2' t='inlineStr'><is><t>SO0001</t></is></c><c r='B2'><v><![CDATA[3]]></v></c></row>`
      + '<![CDATA[<row r="3"><c r="A3"><v>9</v></c></row>]]>'
      + '<row r="3" note="a>b"><c r="A3" t="inlineStr" hint="x>y"><!-- > --><is><t>SO0002</t></is></c><c r="B3" t="str"><v>two</v></c></row>';
    const file = await workbookOf(sheetOf(rows));
    const read = await measuredRead(file);
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    expect(read.workbook.orders.rows.map((row) => Object.fromEntries(row.values))).toEqual([{ customerNo: 'SO0001', pieces: 3 }, { customerNo: 'SO0002', pieces: 'two' }]);
    const problem = { sheet: 'Orders', row: 3, column: '件数(Pieces)', cell: 'B3', field: 'pieces', code: 50002, reason: 'invalidType', params: {} } as const;
    const seen = readWithOpenpyxl(await writeErrorReport(read.source, [problem], 'en-US')).Orders;
    expect(seen.map((row) => row.map(([value]) => value))).toEqual([
      ['客户单号(Customer number)', '件数(Pieces)', 'Errors'], ['SO0001', 3, null], ['SO0002', 'two', expect.stringContaining('Pieces')],
    ]);
  });

  it('refuses a DOCTYPE with its entities before any is defined', async () => {
    const laughs = '<!DOCTYPE worksheet [<!ENTITY lol "lol"><!ENTITY lol9 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
    const file = await workbookOf(`${laughs}${sheetOf(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>&lol9;</t></is></c></row>`)}`);
    expect(await problemOf(file)).toEqual({ code: 20188, reason: 'xmlDoctype', params: {} });
  });
});
