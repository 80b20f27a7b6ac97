import { builtInTemplate, EXCEL_LIMITS, type ExcelLimits, type ImportTemplate } from '@parcelflow/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openpyxlWorkbook, zipArchive } from './python.fixture.ts';
import { readImportWorkbook } from './read-import-workbook.ts';
import { openXlsxUpload } from './xlsx-intake.ts';

const MB = 1024 * 1024;
const sheet = { title: 'Orders', rows: [['客户单号(Customer number)', '件数(Pieces)'], ['SO0001', 2]] };
const workbookParts = [
  { name: '[Content_Types].xml', text: '<?xml version="1.0"?><Types/>' },
  { name: 'xl/workbook.xml', text: '<?xml version="1.0"?><workbook/>' },
];
/** Why the intake refuses a file, or undefined when it lets it through. */
async function checkXlsxUpload(file: Buffer, limits: ExcelLimits = EXCEL_LIMITS) {
  const opened = await openXlsxUpload(file, limits);
  return 'problem' in opened ? opened.problem : undefined;
}
const reasonOf = async (file: Buffer, limits: ExcelLimits = EXCEL_LIMITS) => (await checkXlsxUpload(file, limits))?.reason;
const receive = builtInTemplate('receive');
/** The two columns of `sheet` are enough to read it against. */
const TWO_COLUMNS: ImportTemplate = { ...receive, columns: receive.columns.filter((column) => ['customerNo', 'pieces'].includes(column.field)) };
/** The first problem of reading the whole file, intake included, or undefined when it reads. */
async function readProblemOf(file: Buffer, limits: ExcelLimits = EXCEL_LIMITS) {
  const read = await readImportWorkbook(file, TWO_COLUMNS, 'en-US', limits);
  return 'problems' in read ? read.problems[0] : undefined;
}

describe('upload intake: what is refused before any XML is read', () => {
  it('accepts workbooks written by openpyxl and by ExcelJS', async () => {
    expect(await checkXlsxUpload(openpyxlWorkbook([sheet]))).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Orders').addRows(sheet.rows);
    expect(await checkXlsxUpload(Buffer.from(await workbook.xlsx.writeBuffer()))).toBeUndefined();
  });

  it('refuses a file over 10 MB with 20188', async () => {
    expect(await checkXlsxUpload(Buffer.alloc(10 * MB + 1))).toEqual({ code: 20188, reason: 'tooLarge', params: { maxMb: 10 } });
  });

  it('judges by content: a renamed text file, a PNG, a Word document and an old .xls are refused', async () => {
    expect(await reasonOf(Buffer.from('customer number,pieces\nSO0001,2\n'))).toBe('notXlsx');
    expect(await reasonOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('notXlsx');
    const docx = zipArchive({ parts: [{ name: '[Content_Types].xml', text: '<Types/>' }, { name: 'word/document.xml', text: '<w:document/>' }] });
    expect(await reasonOf(docx)).toBe('notXlsx');
    expect(await reasonOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]))).toBe('legacyOrEncrypted');
    expect(await reasonOf(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(64)]))).toBe('corrupt');
  });

  it('refuses a zip bomb from its directory: declared total, entry count and compression ratio', async () => {
    const bomb = zipArchive({ parts: [...workbookParts, { name: 'xl/worksheets/sheet1.xml', zeros: 120 * MB }] });
    expect(bomb.length).toBeLessThan(MB);
    expect(await checkXlsxUpload(bomb)).toMatchObject({ code: 20188, reason: 'uncompressedTooLarge', params: { maxMb: 100 } });
    const dense = zipArchive({ parts: [...workbookParts, { name: 'xl/sharedStrings.xml', zeros: 8 * MB }] });
    expect(await checkXlsxUpload(dense)).toMatchObject({ reason: 'compressionRatio', params: { entry: 'xl/sharedStrings.xml', max: 100 } });
    const many = zipArchive({ parts: [...workbookParts, ...Array.from({ length: 1000 }, (_, i) => ({ name: `xl/media/p${i}.xml`, text: '<a/>' }))] });
    expect(await checkXlsxUpload(many)).toMatchObject({ reason: 'tooManyEntries', params: { max: 1000 } });
  });

  it('counts the real bytes while inflating when the directory lies about a size', async () => {
    const liar = zipArchive({ parts: [...workbookParts, { name: 'xl/worksheets/sheet1.xml', zeros: 3 * MB }], declare: [{ name: 'xl/worksheets/sheet1.xml', size: 500_000 }] });
    expect(await reasonOf(liar)).toBe('corrupt');
  });

});

describe('reading: what the tokenizer refuses in the parts it reads, counting the limits as it reads', () => {
  it('refuses XML with a DOCTYPE (no entity is ever defined), XML that is not well formed, and XML that is not UTF-8', async () => {
    const base = openpyxlWorkbook([sheet]);
    const billionLaughs = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]>';
    const withDoctype = zipArchive({ base, edits: [{ name: 'xl/workbook.xml', find: '<workbook ', replace: `${billionLaughs}<workbook ` }] });
    expect(withDoctype.toString('latin1')).not.toContain('DOCTYPE'); // compressed: only a reader of the inflated part finds it
    expect(await readProblemOf(withDoctype)).toEqual({ code: 20188, reason: 'xmlDoctype', params: {} });
    const entity = zipArchive({ parts: [...workbookParts, { name: 'xl/sharedStrings.xml', text: '<!DOCTYPE sst [<!ENTITY x "y">]><sst><si><t>&x;</t></si></sst>' }] });
    expect((await readProblemOf(entity))?.reason).toBe('xmlDoctype');
    const undeclared = zipArchive({ parts: [...workbookParts, { name: 'xl/sharedStrings.xml', text: '<sst><si><t>&x;</t></si></sst>' }] });
    expect((await readProblemOf(undeclared))?.reason).toBe('corrupt');
    const utf16 = zipArchive({ parts: [...workbookParts, { name: 'xl/sharedStrings.xml', utf16: '<sst/>' }] });
    expect((await readProblemOf(utf16))?.reason).toBe('xmlEncoding');
    const declared = zipArchive({ parts: [...workbookParts, { name: 'xl/sharedStrings.xml', text: '<?xml version="1.0" encoding="ISO-8859-1"?><sst/>' }] });
    expect((await readProblemOf(declared))?.reason).toBe('xmlEncoding');
  });

  it('counts cells and the rows merges reach while reading; never expands a merge over rows the sheet lacks, nor a named range', async () => {
    const base = openpyxlWorkbook([sheet]);
    const edit = (find: string, replace: string, name = 'xl/worksheets/sheet1.xml') => zipArchive({ base, edits: [{ name, find, replace }] });
    const farMerge = edit('</sheetData>', '</sheetData><mergeCells count="1"><mergeCell ref="A3:XFD1048576"/></mergeCells>');
    expect(await readProblemOf(farMerge)).toBeUndefined();
    const wideMerge = edit('</sheetData>', '</sheetData><mergeCells count="1"><mergeCell ref="A2:B2"/></mergeCells>');
    expect(await readProblemOf(wideMerge, { ...EXCEL_LIMITS, maxRangeCells: 2 })).toMatchObject({ reason: 'rangeTooLarge', params: { ref: 'A2:B2', max: 2 } });
    const hugeName = edit('</sheets>', '</sheets><definedNames><definedName name="all">Orders!$A$1:$Z$1048576</definedName></definedNames>', 'xl/workbook.xml');
    expect(await readProblemOf(hugeName)).toBeUndefined();
    expect((await readProblemOf(base, { ...EXCEL_LIMITS, maxCells: 3 }))?.reason).toBe('tooManyCells');
    expect(await readProblemOf(base, { ...EXCEL_LIMITS, maxCells: 4 })).toBeUndefined();
  });
});
