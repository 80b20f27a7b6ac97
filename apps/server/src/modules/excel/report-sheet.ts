import { columnLetter } from './workbook-layout.ts';
import { withAttributes, type ReportStyles } from './report-styles.ts';
import { CELL_ELEMENT, cellAttributesOf, columnNumber, ROW_ELEMENT } from './sheet-grid.ts';
import { xmlText } from './xml-escape.ts';

const ERROR_COLUMN_WIDTH = 60;

/** What the report does to one worksheet: its error column, the error text of each row, and the cells to highlight. */
export type SheetMarks = {
  errorColumn: number;
  /** An earlier report's error column is reused: its old texts are removed first. */
  reusesColumn: boolean;
  /** The header text, when the sheet has problems; else the header is left as it is. */
  header?: string;
  errors: ReadonlyMap<number, string>;
  highlights: ReadonlyMap<number, ReadonlySet<number>>;
};

type Cell = { column: number; xml: string };

/**
 * The worksheet's XML with the marks made. Only the rows that change are rewritten; every other byte stays
 * as the user's program wrote it.
 */
export function markSheetXml(xml: string, marks: SheetMarks, styles: ReportStyles): string {
  // Some programs write every element with a namespace prefix (x:row); what is added must use the same one.
  const prefix = /<(\w+:)?sheetData\b/.exec(xml)?.[1] ?? '';
  let rowNumber = 0;
  const marked = xml.replace(ROW_ELEMENT, (row: string, attributes: string, content: string | undefined) => {
    const numbered = /\sr\s*=\s*"(\d+)"/.exec(attributes);
    rowNumber = numbered ? Number(numbered[1]) : rowNumber + 1;
    const touched = marks.reusesColumn || rowNumber === 1 || marks.errors.has(rowNumber) || marks.highlights.has(rowNumber);
    return touched ? markRow({ rowNumber, attributes, content: content ?? '', prefix }, marks, styles) : row;
  });
  return marks.errors.size ? withErrorColumnWidth(withDimension(marked, marks.errorColumn), marks.errorColumn, prefix) : marked;
}

type RowXml = { rowNumber: number; attributes: string; content: string; prefix: string };

function markRow({ rowNumber, attributes, content, prefix }: RowXml, marks: SheetMarks, styles: ReportStyles): string {
  const cells = cellsOf(rowNumber, content);
  const keep = (cell: Cell) => cell.column !== marks.errorColumn || (rowNumber === 1 && !marks.header);
  const result = cells.filter(keep);
  for (const column of marks.highlights.get(rowNumber) ?? []) {
    const at = result.findIndex((cell) => cell.column === column);
    const existing = at >= 0 ? result[at] : undefined;
    const style = styles.highlighted(existing ? cellAttributesOf(existing.xml.slice(0, existing.xml.indexOf('>'))).style : 0);
    const xml = existing ? withAttributes(existing.xml, { s: String(style) }) : `<${prefix}c r="${columnLetter(column)}${rowNumber}" s="${style}"/>`;
    if (existing) result[at] = { column, xml };
    else result.push({ column, xml });
  }
  const text = rowNumber === 1 ? marks.header : marks.errors.get(rowNumber);
  if (text !== undefined) {
    const style = rowNumber === 1 ? styles.errorHeader() : styles.errorText();
    result.push({ column: marks.errorColumn, xml: `<${prefix}c r="${columnLetter(marks.errorColumn)}${rowNumber}" s="${style}" t="inlineStr"><${prefix}is><${prefix}t xml:space="preserve">${xmlText(text)}</${prefix}t></${prefix}is></${prefix}c>` });
  }
  result.sort((a, b) => a.column - b.column);
  // spans is only a hint of the row's first and last column, and may no longer hold.
  const opening = attributes.replace(/\sspans\s*=\s*"[^"]*"/, '');
  return `<${prefix}row${opening}>${result.map((cell) => cell.xml).join('')}</${prefix}row>`;
}

/** A row's cells, each given its r attribute: a cell inserted before one without it would move it. */
function cellsOf(rowNumber: number, content: string): Cell[] {
  const cells: Cell[] = [];
  let column = 0;
  for (const [xml, attributes] of content.matchAll(CELL_ELEMENT)) {
    const reference = cellAttributesOf(attributes).reference;
    column = reference ? columnNumber(reference) : column + 1;
    cells.push({ column, xml: reference ? xml : withAttributes(xml, { r: `${columnLetter(column)}${rowNumber}` }) });
  }
  return cells;
}

/** The used range, grown to the error column; Excel reads the file without it, but it should not lie. */
function withDimension(xml: string, errorColumn: number): string {
  return xml.replace(/(<(?:\w+:)?dimension\b[^>]*?\sref\s*=\s*")([A-Z]+\d+):([A-Z]+)(\d+)"/, (whole, start: string, from: string, toColumn: string, toRow: string) =>
    (columnNumber(toColumn) >= errorColumn ? whole : `${start}${from}:${columnLetter(errorColumn)}${toRow}"`));
}

/** A wide error column, unless the user already set a width for it (a report on a report keeps the user's). */
function withErrorColumnWidth(xml: string, errorColumn: number, prefix: string): string {
  const width = `<${prefix}col min="${errorColumn}" max="${errorColumn}" width="${ERROR_COLUMN_WIDTH}" customWidth="1"/>`;
  const cols = /<(?:\w+:)?cols\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cols>/.exec(xml);
  if (!cols) {
    const at = xml.search(/<(?:\w+:)?sheetData\b/);
    return at < 0 ? xml : `${xml.slice(0, at)}<${prefix}cols>${width}</${prefix}cols>${xml.slice(at)}`;
  }
  const columns = [...cols[1].matchAll(/<(?:\w+:)?col\b[^>]*>/g)].map(([tag]) => ({
    tag, min: Number(/\smin\s*=\s*"(\d+)"/.exec(tag)?.[1] ?? 0), max: Number(/\smax\s*=\s*"(\d+)"/.exec(tag)?.[1] ?? 0),
  }));
  if (columns.some((column) => column.min <= errorColumn && errorColumn <= column.max)) return xml;
  const after = columns.find((column) => column.min > errorColumn);
  const at = after ? cols.index + cols[0].indexOf(after.tag) : cols.index + cols[0].lastIndexOf('</');
  return `${xml.slice(0, at)}${width}${xml.slice(at)}`;
}
