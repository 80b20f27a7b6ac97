import { EXCEL_LIMITS, type ExcelFileProblem } from '@parcelflow/contract';
import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../excel/python.fixture.ts';
import { buildTables } from './build-tables.ts';
import { readRateCardWorkbook } from './read-workbook.ts';
import { TEMPLATE_TABLES, writeRateCardWorkbook } from './write-workbook.ts';

const RATES = 'xl/worksheets/sheet1.xml';
const MB = 1024 * 1024;
const template = () => writeRateCardWorkbook(TEMPLATE_TABLES, 'en-US');
/** The template with its Rates sheet's rows followed by these (or its whole sheet part replaced). */
const withRates = async (rows: string, replace = '</sheetData>') => zipArchive({ base: await template(), edits: [{ name: RATES, find: replace, replace: `${rows}</sheetData>` }] });
const problemOf = async (file: Buffer): Promise<ExcelFileProblem | undefined> => {
  const read = await readRateCardWorkbook(file, 'en-US', EXCEL_LIMITS);
  return 'problems' in read ? read.problems[0] : undefined;
};

describe('hostile rate card workbooks: each is refused with its file code, never read whole', () => {
  it('reads its own template back to the same tables', async () => {
    const read = await readRateCardWorkbook(await template(), 'zh-CN');
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    const { tables, problems } = buildTables(read.sheets);
    expect(problems).toEqual([]);
    expect(tables.breaks.map((row) => [row.fromKg, row.toKg, row.method, row.prices])).toEqual(TEMPLATE_TABLES.breaks.map((row) => [row.fromKg, row.toKg, row.method, row.prices]));
  });

  it('refuses a zip bomb before inflating it, and XML with a DOCTYPE before expanding anything', async () => {
    const bomb = zipArchive({ base: await template(), parts: [{ name: 'xl/worksheets/sheet9.xml', zeros: 120 * MB }] });
    expect(await problemOf(bomb)).toMatchObject({ code: 20188, reason: expect.stringMatching(/uncompressedTooLarge|compressionRatio/) });
    const laughs = '<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>';
    const doctype = zipArchive({ base: await template(), edits: [{ name: RATES, find: '<worksheet', replace: `${laughs}<worksheet` }] });
    expect(await problemOf(doctype)).toMatchObject({ code: 20188, reason: 'xmlDoctype' });
  });

  it('names a row beyond Excel\'s last, and refuses more weight breaks than a card holds', async () => {
    expect(await problemOf(await withRates('<row r="400000000"><c r="A400000000"><v>1</v></c></row>'))).toMatchObject({ code: 20188, reason: 'cellOutOfRange' });
    const rows = Array.from({ length: 300 }, (_, at) => `<row r="${at + 5}"><c r="A${at + 5}"><v>${at + 70}</v></c><c r="B${at + 5}"><v>${at + 71}</v></c><c r="C${at + 5}" t="inlineStr"><is><t>perKg</t></is></c></row>`);
    expect(await problemOf(await withRates(rows.join('')))).toMatchObject({ code: 20188, reason: 'tooManyRows', params: { max: 300 } });
  });

  it('never evaluates a formula: its saved result is read, a formula without one is its cell\'s problem', async () => {
    const formulas = '<row r="5"><c r="A5"><f>B4</f><v>70</v></c><c r="B5"><f>A5*2</f></c><c r="C5" t="inlineStr"><is><t>perKg</t></is></c><c r="E5"><v>1</v></c></row>';
    const read = await readRateCardWorkbook(await withRates(formulas), 'en-US');
    if ('problems' in read) throw new Error(JSON.stringify(read.problems));
    const built = buildTables(read.sheets);
    expect(built.tables.breaks[3]).toMatchObject({ fromKg: '70', toKg: undefined });
    expect(built.problems).toEqual([expect.objectContaining({ sheet: 'Rates', cell: 'B5', code: 50011 })]);
  });
});
