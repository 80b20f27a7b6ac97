import { describeRowProblem, EXCEL_TEXTS, isErrorColumnHeader, type ExcelRowProblem, type Language } from '@parcelflow/contract';
import { isFault, type SheetValue } from './cell-value.ts';
import { textOf } from './field-value.ts';
import { markSheetXml, type SheetMarks } from './report-sheet.ts';
import { MINIMAL_STYLES, reportStylesOf } from './report-styles.ts';
import { columnNumber } from './sheet-bounds.ts';
import type { XlsxPackage } from './xlsx-package.ts';
import { readXmlTree, replaceElement, withChild } from './xml-tree.ts';
import { prefixOf, xmlOfPart } from './xml-tokens.ts';
import { zipParts } from './zip-parts.ts';

/** A sheet the import read: where it lives, its header row, and the furthest column any of its cells reaches. */
type ReadSheetLayout = { name: string; part: string; header: ReadonlyMap<number, SheetValue>; lastColumn: number };
/** What the error report is written from: the upload's parts, unchanged, and the sheets the import read. */
export type ReportSource = { pkg: XlsxPackage; sheets: readonly ReadSheetLayout[] };

/**
 * The user's own workbook back, with an error column listing each row's problems and the offending cells
 * highlighted, so the user fixes the file in place and imports it again. A report on a report reuses its
 * error column and clears the old texts and highlights first. Written on the upload's XML: only the marked rows
 * and the stylesheet change.
 */
export async function writeErrorReport(source: ReportSource, problems: readonly ExcelRowProblem[], language: Language): Promise<Buffer> {
  const parts = new Map(source.pkg.parts);
  const stylesXml = partText(parts, source.pkg.stylesPart);
  const styles = reportStylesOf(stylesXml ?? MINIMAL_STYLES);
  for (const sheet of source.sheets) {
    const marks = marksOf(sheet, problems.filter((problem) => problem.sheet === sheet.name), language);
    parts.set(sheet.part, Buffer.from(markSheetXml(partText(parts, sheet.part) ?? '', marks, styles)));
  }
  parts.set(source.pkg.stylesPart, Buffer.from(styles.toXml()));
  if (stylesXml === undefined) registerStyles(parts, source.pkg.stylesPart);
  return zipParts(parts);
}

function marksOf(sheet: ReadSheetLayout, problems: readonly ExcelRowProblem[], language: Language): SheetMarks {
  const earlier = [...sheet.header].find(([, value]) => !isFault(value) && isErrorColumnHeader(textOf(value)))?.[0];
  const errorColumn = earlier ?? sheet.lastColumn + 1;
  const byRow = new Map<number, ExcelRowProblem[]>();
  for (const problem of problems) byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  const errors = new Map([...byRow].map(([row, rowProblems]) => [row, rowProblems.map((problem) => describeRowProblem(problem, language)).join('\n')]));
  const highlights = new Map<number, Set<number>>();
  for (const problem of problems) {
    if (!problem.cell) continue;
    highlights.set(problem.row, (highlights.get(problem.row) ?? new Set()).add(columnNumber(problem.cell)));
  }
  return { errorColumn, reusesColumn: earlier !== undefined, header: problems.length ? EXCEL_TEXTS[language].errorColumn : undefined, errors, highlights };
}

/** A workbook saved without a stylesheet gets one: listed in the content types and related to the workbook. */
function registerStyles(parts: Map<string, Buffer>, stylesPart: string): void {
  appendToRoot(parts, '[Content_Types].xml', (prefix) => `<${prefix}Override PartName="/${stylesPart}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>`);
  appendToRoot(parts, 'xl/_rels/workbook.xml.rels', (prefix) => `<${prefix}Relationship Id="rIdParcelflowStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="/${stylesPart}"/>`);
}

/** A part with one more child of its root element, written with the root's prefix (the reader has read the part). */
function appendToRoot(parts: Map<string, Buffer>, name: string, child: (prefix: string) => string): void {
  const xml = partText(parts, name);
  const root = xml && readXmlTree(xml);
  if (!xml || !root || 'reason' in root) return;
  parts.set(name, Buffer.from(replaceElement(xml, root, withChild(xml, root, child(prefixOf(root.tag))))));
}

/** A part's text as the reader read it, or undefined when the workbook has none. */
function partText(parts: ReadonlyMap<string, Buffer>, name: string): string | undefined {
  const bytes = parts.get(name);
  const xml = bytes && xmlOfPart(bytes);
  return Buffer.isBuffer(xml) ? xml.toString('utf8') : undefined;
}
