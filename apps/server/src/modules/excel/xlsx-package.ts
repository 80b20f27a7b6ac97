import { EXCEL_TEXTS, fileProblem, LANGUAGES, type ExcelFileProblem } from '@parcelflow/contract';
import { spendItem, type ReadBudget } from './read-budget.ts';
import { readSharedStrings } from './shared-strings.ts';
import { readDateStyles } from './style-formats.ts';
import type { XlsxParts } from './xlsx-intake.ts';
import { attributeOf, readXml, xmlOfPart, type XmlVisitor } from './xml-tokens.ts';

const CONTENT_TYPES_PART = '[Content_Types].xml';
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
type Relation = { type: string; part: string };

const NOTES_SHEETS = new Set(LANGUAGES.map((language) => EXCEL_TEXTS[language].sheets.notes));

/**
 * Reads the workbook's structure through the tokenizer: content types, the workbook's relationships, its sheet
 * list and date system, the shared strings and the stylesheet's date formats. Everything kept is counted against
 * the budget as it is read.
 */
export function readXlsxPackage(parts: XlsxParts, budget: ReadBudget): XlsxPackage | ExcelFileProblem {
  const counted = (visitor: XmlVisitor = {}): XmlVisitor => ({ ...visitor, open: (tag) => (spendItem(budget), visitor.open?.(tag)) });
  const typesProblem = readPart(parts, CONTENT_TYPES_PART, counted());
  if (typesProblem) return typesProblem;
  const relations = new Map<string, Relation>();
  const relsProblem = readPart(parts, WORKBOOK_RELS_PART, counted({
    open: (tag) => {
      const [id, type, target] = [attributeOf(tag, 'Id'), attributeOf(tag, 'Type'), attributeOf(tag, 'Target')];
      if (tag.name === 'Relationship' && id && type && target && attributeOf(tag, 'TargetMode') !== 'External') relations.set(id, { type, part: partPath(target) });
    },
  }));
  if (relsProblem) return relsProblem;
  const sheets: SheetEntry[] = [];
  let date1904 = false;
  const workbookProblem = readPart(parts, WORKBOOK_PART, counted({
    open: (tag) => {
      if (tag.name === 'workbookPr') date1904 = ['1', 'true'].includes(attributeOf(tag, 'date1904') ?? '');
      if (tag.name !== 'sheet') return;
      const relation = relations.get(attributeOf(tag, 'id') ?? '');
      const name = attributeOf(tag, 'name');
      if (relation && name !== undefined && relation.type.endsWith('/worksheet')) sheets.push({ name, part: relation.part });
    },
  }));
  if (workbookProblem) return workbookProblem;
  if (!parts.has(WORKBOOK_PART) || sheets.some((sheet) => !parts.has(sheet.part))) return fileProblem('corrupt');
  const partOfType = (type: string, fallback: string) => [...relations.values()].find((relation) => relation.type.endsWith(type))?.part ?? fallback;
  const stylesPart = partOfType('/styles', 'xl/styles.xml');
  const sharedStrings = readSharedStrings(xmlOf(parts, partOfType('/sharedStrings', 'xl/sharedStrings.xml')), budget);
  if (!Array.isArray(sharedStrings)) return sharedStrings;
  const dateStyles = readDateStyles(xmlOf(parts, stylesPart), counted);
  if (!(dateStyles instanceof Set)) return dateStyles;
  return { parts, sheets, stylesPart, sharedStrings, dateStyles, date1904 };
}

/** The sheets that hold data, in order: a downloaded template's notes sheet is not one of them. */
export function dataSheetsOf(pkg: XlsxPackage): SheetEntry[] {
  return pkg.sheets.filter((sheet) => !NOTES_SHEETS.has(sheet.name));
}

/** A part's bytes for the tokenizer, none when the workbook has no such part, or why it cannot be read. */
export function xmlOf(parts: XlsxParts, name: string): Buffer | ExcelFileProblem {
  const bytes = parts.get(name);
  return bytes ? xmlOfPart(bytes) : Buffer.alloc(0);
}

function readPart(parts: XlsxParts, name: string, visitor: XmlVisitor): ExcelFileProblem | undefined {
  const xml = xmlOf(parts, name);
  if (!Buffer.isBuffer(xml)) return xml;
  return xml.length ? readXml(xml, visitor) : undefined;
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
