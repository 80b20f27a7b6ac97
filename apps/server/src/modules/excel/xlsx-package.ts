import { EXCEL_TEXTS, LANGUAGES } from '@parcelflow/contract';
import { attributeOf, decodeXmlText } from './xml-text.ts';
import type { XlsxParts } from './xlsx-intake.ts';

const WORKBOOK_PART = 'xl/workbook.xml';
const WORKBOOK_RELS_PART = 'xl/_rels/workbook.xml.rels';

/** One worksheet: its tab name and the part holding its cells. */
type SheetEntry = { name: string; part: string };
/**
 * An uploaded workbook as its parts, with what reading any sheet needs: the shared strings, which cell styles
 * show a date, and the date system. The error report writes the same parts back with its changes.
 */
export type XlsxPackage = {
  parts: XlsxParts;
  sheets: SheetEntry[];
  sharedStrings: string[];
  dateStyles: ReadonlySet<number>;
  date1904: boolean;
  stylesPart: string;
};

/** The built-in number formats that show a date or a time (ECMA-376 18.8.30, with the East Asian ones). */
const DATE_FORMAT_IDS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58]);
const NOTES_SHEETS = new Set(LANGUAGES.map((language) => EXCEL_TEXTS[language].sheets.notes));

/** Reads the workbook's structure; answers undefined when a part it names is missing or unreadable. */
export function readXlsxPackage(parts: XlsxParts): XlsxPackage | undefined {
  const workbook = textOf(parts, WORKBOOK_PART);
  const relations = relationsOf(textOf(parts, WORKBOOK_RELS_PART) ?? '');
  if (workbook === undefined) return undefined;
  const sheets: SheetEntry[] = [];
  for (const [tag] of workbook.matchAll(/<(?:\w+:)?sheet\b[^>]*>/g)) {
    const relation = relations.get(attributeOf(tag, 'id') ?? '');
    const name = attributeOf(tag, 'name');
    if (!relation || name === undefined || !relation.type.endsWith('/worksheet')) continue;
    if (!parts.has(relation.part)) return undefined;
    sheets.push({ name, part: relation.part });
  }
  const partOfType = (type: string, fallback: string) => [...relations.values()].find((relation) => relation.type.endsWith(type))?.part ?? fallback;
  const stylesPart = partOfType('/styles', 'xl/styles.xml');
  const workbookPr = /<(?:\w+:)?workbookPr\b[^>]*>/.exec(workbook)?.[0] ?? '';
  return {
    parts, sheets, stylesPart,
    sharedStrings: sharedStringsOf(textOf(parts, partOfType('/sharedStrings', 'xl/sharedStrings.xml')) ?? ''),
    dateStyles: dateStylesOf(textOf(parts, stylesPart) ?? ''),
    date1904: ['1', 'true'].includes(attributeOf(workbookPr, 'date1904') ?? ''),
  };
}

/** The sheets that hold data, in order: a downloaded template's notes sheet is not one of them. */
export function dataSheetsOf(pkg: XlsxPackage): SheetEntry[] {
  return pkg.sheets.filter((sheet) => !NOTES_SHEETS.has(sheet.name));
}

export function textOf(parts: XlsxParts, name: string): string | undefined {
  return parts.get(name)?.toString('utf8');
}

function relationsOf(xml: string): Map<string, { type: string; part: string }> {
  const relations = new Map<string, { type: string; part: string }>();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const [id, type, target] = [attributeOf(tag, 'Id'), attributeOf(tag, 'Type'), attributeOf(tag, 'Target')];
    if (id && type && target && attributeOf(tag, 'TargetMode') !== 'External') relations.set(id, { type, part: partPath(target) });
  }
  return relations;
}

/** A relationship target of the workbook, relative to xl/ unless it starts at the package root. */
function partPath(target: string): string {
  const segments: string[] = target.startsWith('/') ? [] : ['xl'];
  for (const segment of target.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment && segment !== '.') segments.push(segment);
  }
  return segments.join('/');
}

/** Each shared string's text: its runs joined, phonetic guides (rPh) left out. */
function sharedStringsOf(xml: string): string[] {
  const strings: string[] = [];
  for (const [, item = ''] of xml.matchAll(/<(?:\w+:)?si\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?si>)/g)) strings.push(runTextOf(item));
  return strings;
}

/** The text of an inline or shared string item: every <t> outside phonetic runs. */
export function runTextOf(item: string): string {
  const plain = item.includes('rPh') ? item.replace(/<(?:\w+:)?rPh\b[\s\S]*?<\/(?:\w+:)?rPh>/g, '') : item;
  let text = '';
  for (const [, content = ''] of plain.matchAll(/<(?:\w+:)?t\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g)) text += content;
  return decodeXmlText(text);
}

/** The cell formats (cellXfs indexes) whose number format shows a date, as ExcelJS decided it: by the format's letters. */
function dateStylesOf(xml: string): Set<number> {
  const custom = new Map<number, string>();
  for (const [tag] of xml.matchAll(/<(?:\w+:)?numFmt\b[^>]*>/g)) custom.set(Number(attributeOf(tag, 'numFmtId')), attributeOf(tag, 'formatCode') ?? '');
  const cellXfs = /<(?:\w+:)?cellXfs\b[\s\S]*?<\/(?:\w+:)?cellXfs>/.exec(xml)?.[0] ?? '';
  const styles = new Set<number>();
  [...cellXfs.matchAll(/<(?:\w+:)?xf\b[^>]*>/g)].forEach(([tag], index) => {
    const id = Number(attributeOf(tag, 'numFmtId') ?? 0);
    const format = custom.get(id);
    if (format === undefined ? DATE_FORMAT_IDS.has(id) : isDateFormat(format)) styles.add(index);
  });
  return styles;
}

/** A format shows a date when, outside quoted text and [colour] or [$-locale] brackets, it has a date or time letter. */
function isDateFormat(format: string): boolean {
  return /[ymdhsb]/i.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, '').replace(/\\./g, ''));
}
