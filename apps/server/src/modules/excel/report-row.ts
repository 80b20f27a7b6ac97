import type { ReportStyles } from './report-styles.ts';
import { columnLetter } from './workbook-layout.ts';
import { xmlText } from './xml-escape.ts';
import { openingTag, withAttributes } from './xml-tree.ts';
import type { XmlTag } from './xml-tokens.ts';

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

/** A cell as the tokenizer found it: its opening tag, where it ends, its column, and whether it gave its r attribute. */
export type CellXml = { tag: XmlTag; end: number; column: number; referenced: boolean };
export type RowXml = { tag: XmlTag; end: number; number: number; cells: CellXml[] };

type Cell = { column: number; xml: string };

/**
 * One row written again with its marks: the old error text gone, highlighted cells given the problem fill over their
 * own format (an empty one created in its place), the error text in the error column. Every cell is given its r
 * attribute: a cell inserted before one without it would move it.
 */
export function markRow(xml: string, row: RowXml, marks: SheetMarks, styles: ReportStyles, prefix: string): string {
  const { number } = row;
  const highlighted = marks.highlights.get(number) ?? new Set<number>();
  const keep = (cell: CellXml) => cell.column !== marks.errorColumn || (number === 1 && !marks.header);
  const result: Cell[] = row.cells.filter(keep).map((cell) => {
    const changes: Record<string, string> = cell.referenced ? {} : { r: `${columnLetter(cell.column)}${number}` };
    if (highlighted.has(cell.column)) changes.s = String(styles.highlighted(Number(cell.tag.attributes.s ?? 0)));
    const same = Object.keys(changes).length === 0;
    return { column: cell.column, xml: same ? xml.slice(cell.tag.start, cell.end) : withAttributes(xml, cell.tag, cell.end, changes) };
  });
  for (const column of highlighted) {
    if (!result.some((cell) => cell.column === column)) result.push({ column, xml: `<${prefix}c r="${columnLetter(column)}${number}" s="${styles.highlighted(0)}"/>` });
  }
  const text = number === 1 ? marks.header : marks.errors.get(number);
  if (text !== undefined) {
    const style = number === 1 ? styles.errorHeader() : styles.errorText();
    result.push({ column: marks.errorColumn, xml: `<${prefix}c r="${columnLetter(marks.errorColumn)}${number}" s="${style}" t="inlineStr"><${prefix}is><${prefix}t xml:space="preserve">${xmlText(text)}</${prefix}t></${prefix}is></${prefix}c>` });
  }
  result.sort((a, b) => a.column - b.column);
  // spans is only a hint of the row's first and last column, and may no longer hold.
  return `${openingTag(row.tag, { spans: undefined }, false)}${result.map((cell) => cell.xml).join('')}</${row.tag.qualified}>`;
}
