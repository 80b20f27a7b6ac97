import { builtInTemplate, EXCEL_LIMITS, type ExcelLimits, type ImportTemplate } from '@parcelflow/contract';
import { ZipFile } from 'yazl';

const receive = builtInTemplate('receive');
/** The two columns every hostile sheet has: the customer number and the pieces. */
export const TWO_COLUMNS: ImportTemplate = { ...receive, columns: receive.columns.filter((column) => ['customerNo', 'pieces'].includes(column.field)) };
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const HEADER = '<row r="1"><c r="A1" t="inlineStr"><is><t>客户单号(Customer number)</t></is></c><c r="B1" t="inlineStr"><is><t>件数(Pieces)</t></is></c></row>';
export const ORDER = (row: number, customerNo: string, pieces: number) => `<row r="${row}"><c r="A${row}" t="inlineStr"><is><t>${customerNo}</t></is></c><c r="B${row}"><v>${pieces}</v></c></row>`;

/** A one-sheet workbook around the sheet XML given, zipped by yazl in memory: the hostile files are built here, none is committed. */
export async function workbookOf(sheet: string): Promise<Buffer> {
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

export const sheetOf = (rows: string, after = '', prefix = '') => `<${prefix}worksheet xmlns${prefix ? `:${prefix.slice(0, -1)}` : ''}="${MAIN}"><${prefix}sheetData>${rows}</${prefix}sheetData>${after}</${prefix}worksheet>`;

const LAUGHS = '<!DOCTYPE worksheet [<!ENTITY lol "lol"><!ENTITY lol9 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>';
const millionEmptyRows = () => Array.from({ length: 1_000_000 }, (_, i) => `<row r="${i + 3}"/>`).join('');
function prefixedSheet(): string {
  const cells = Array.from({ length: 30 }, (_, i) => `<x:row r="${i + 2}"><x:c t="inlineStr"><x:is><x:t>SO${i}</x:t></x:is></x:c><x:c><x:v>1</x:v></x:c></x:row>`).join('');
  return sheetOf(`<x:row r="1"><x:c t="inlineStr"><x:is><x:t>客户单号(Customer number)</x:t></x:is></x:c><x:c t="inlineStr"><x:is><x:t>件数(Pieces)</x:t></x:is></x:c></x:row>${cells}`, '', 'x:');
}
/** Rows hidden in a comment and in CDATA, single-quoted attributes and a > inside attribute values: two orders, SO0001 and SO0002. */
const DISGUISED_ROWS = `${HEADER}<!-- <row r="2"><c r="A2" t="inlineStr"><is><t>SO-COMMENT</t></is></c></row> -->`
  + `<row r='2' spans='1:2'><c r='A2' t='inlineStr'><is><t>SO0001</t></is></c><c r='B2'><v><![CDATA[3]]></v></c></row>`
  + '<![CDATA[<row r="3"><c r="A3"><v>9</v></c></row>]]>'
  + '<row r="3" note="a>b"><c r="A3" t="inlineStr" hint="x>y"><!-- > --><is><t>SO0002</t></is></c><c r="B3" t="str"><v>two</v></c></row>';

export type HostileWorkbook = { name: string; limits?: ExcelLimits; build: () => Promise<Buffer> };

/** The hostile files whose reading bench/excel-hostile holds to its CPU and memory targets; hostile.test.ts checks what each reads to. */
export const HOSTILE_WORKBOOKS = {
  farRow: { name: 'a row beyond Excel\'s last (400,000,000)', build: () => workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}<row r="400000000"><c r="A400000000"><v>1</v></c></row>`)) },
  lastRow: { name: 'a row on Excel\'s last (1,048,576)', build: () => workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}${ORDER(1_048_576, 'SO0002', 2)}`)) },
  spacedMerge: { name: 'a merge over a million rows, written with spaces around =', build: () => workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}<row r="3"><c r="B3"><v>2</v></c></row>`, '<mergeCells count="1"><mergeCell ref = "A2:A1048576"/></mergeCells>')) },
  prefixedCells: { name: 'prefixed cells (x:c) past a 50-cell budget', limits: { ...EXCEL_LIMITS, maxCells: 50 }, build: () => workbookOf(prefixedSheet()) },
  millionEmptyRows: { name: 'a million empty rows', build: () => workbookOf(sheetOf(`${HEADER}${ORDER(2, 'SO0001', 1)}${millionEmptyRows()}`)) },
  disguisedRows: { name: 'comments, CDATA, single quotes and > inside attributes', build: () => workbookOf(sheetOf(DISGUISED_ROWS)) },
  doctype: { name: 'a DOCTYPE with nested entities', build: () => workbookOf(`${LAUGHS}${sheetOf(`${HEADER}<row r="2"><c r="A2" t="inlineStr"><is><t>&lol9;</t></is></c></row>`)}`) },
} satisfies Record<string, HostileWorkbook>;
