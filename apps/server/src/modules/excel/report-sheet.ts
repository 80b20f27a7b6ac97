import { markRow, type RowXml, type SheetMarks } from './report-row.ts';
import type { ReportStyles } from './report-styles.ts';
import { cellOf } from './sheet-bounds.ts';
import { columnLetter } from './workbook-layout.ts';
import { withAttributes, withChild, type XmlNode } from './xml-tree.ts';
import { attributeOf, prefixOf, readXml, type XmlTag } from './xml-tokens.ts';

export type { SheetMarks } from './report-row.ts';

const ERROR_COLUMN_WIDTH = 60;

/** A change to the sheet's text: `[start, end)` replaced by `text`. */
type Splice = { start: number; end: number; text: string };
/** What the report needs of a sheet, found by one pass of the tokenizer: the rows it rewrites and the frame around them. */
type SheetLayout = { sheetData?: XmlTag; dimension?: { tag: XmlTag; end: number }; cols?: XmlNode; rows: RowXml[] };

/**
 * The worksheet's XML with the marks made. Only the rows that change are rewritten, at the positions the tokenizer
 * found them; every other byte stays as the user's program wrote it.
 */
export function markSheetXml(xml: string, marks: SheetMarks, styles: ReportStyles): string {
  const layout = layoutOf(xml, marks);
  // Some programs write every element with a namespace prefix (x:row); what is added must use the same one.
  const prefix = layout.sheetData ? prefixOf(layout.sheetData) : '';
  const splices: Splice[] = layout.rows.map((row) => ({ start: row.tag.start, end: row.end, text: markRow(xml, row, marks, styles, prefix) }));
  if (marks.errors.size) splices.push(...frameSplices(xml, layout, marks.errorColumn, prefix));
  splices.sort((a, b) => a.start - b.start);
  let marked = '';
  let copied = 0;
  for (const splice of splices) {
    marked += xml.slice(copied, splice.start) + splice.text;
    copied = splice.end;
  }
  return marked + xml.slice(copied);
}

/** The rows to rewrite with their cells, numbered as the reader numbers them, and the sheet's frame. */
function layoutOf(xml: string, marks: SheetMarks): SheetLayout {
  const layout: SheetLayout = { rows: [] };
  const stack: string[] = [];
  let row: RowXml | undefined;
  let rowNumber = 0;
  let column = 0;
  const touched = (candidate: RowXml) => candidate.number === 1 || marks.errors.has(candidate.number) || marks.highlights.has(candidate.number)
    || (marks.reusesColumn && candidate.cells.some((cell) => cell.column === marks.errorColumn));
  const problem = readXml(xml, {
    open: (tag) => {
      const parent = stack.at(-1);
      stack.push(tag.name);
      if (stack.length === 2 && tag.name === 'sheetData') layout.sheetData ??= tag;
      else if (stack.length === 2 && tag.name === 'dimension') layout.dimension = { tag, end: tag.openEnd };
      else if (stack.length === 2 && tag.name === 'cols') layout.cols ??= { tag, end: tag.openEnd, children: [] };
      else if (stack.length === 3 && parent === 'cols' && tag.name === 'col') layout.cols?.children.push({ tag, end: tag.openEnd, children: [] });
      else if (stack.length === 3 && parent === 'sheetData' && tag.name === 'row') {
        const numbered = tag.attributes.r;
        rowNumber = numbered === undefined ? rowNumber + 1 : Number(numbered);
        row = { tag, end: tag.openEnd, number: rowNumber, cells: [] };
        column = 0;
      } else if (stack.length === 4 && row && tag.name === 'c') {
        const reference = tag.attributes.r;
        column = (reference && cellOf(reference).column) || column + 1;
        row.cells.push({ tag, end: tag.openEnd, column, referenced: Boolean(reference) });
      }
    },
    close: (name, end) => {
      stack.pop();
      if (stack.length === 1 && name === 'dimension' && layout.dimension) layout.dimension.end = end;
      else if (stack.length === 1 && name === 'cols' && layout.cols) layout.cols.end = end;
      else if (stack.length === 2 && name === 'col') endLast(layout.cols?.children, end);
      else if (stack.length === 3 && name === 'c') endLast(row?.cells, end);
      else if (stack.length === 2 && name === 'row' && row) {
        row.end = end;
        if (touched(row)) layout.rows.push(row);
        row = undefined;
      }
    },
  });
  if (problem) throw new Error(`The sheet read for the report cannot be read again: ${problem.reason}`);
  return layout;
}

function endLast(elements: { end: number }[] | undefined, end: number): void {
  const last = elements?.at(-1);
  if (last) last.end = end;
}

/** The used range grown to the error column, and a wide error column unless the user already set its width. */
function frameSplices(xml: string, layout: SheetLayout, errorColumn: number, prefix: string): Splice[] {
  const splices: Splice[] = [];
  const { dimension, cols, sheetData } = layout;
  const [from, to] = (dimension && attributeOf(dimension.tag, 'ref')?.split(':')) || [];
  // Excel reads the file without the dimension, but it should not lie.
  if (dimension && from && to && cellOf(to).column < errorColumn) {
    const ref = `${from}:${columnLetter(errorColumn)}${cellOf(to).row}`;
    splices.push({ start: dimension.tag.start, end: dimension.end, text: withAttributes(xml, dimension.tag, dimension.end, { ref }) });
  }
  const width = `<${prefix}col min="${errorColumn}" max="${errorColumn}" width="${ERROR_COLUMN_WIDTH}" customWidth="1"/>`;
  if (!cols) {
    if (sheetData) splices.push({ start: sheetData.start, end: sheetData.start, text: `<${prefix}cols>${width}</${prefix}cols>` });
    return splices;
  }
  const bounds = cols.children.map((col) => ({ col, min: Number(attributeOf(col.tag, 'min') ?? 0), max: Number(attributeOf(col.tag, 'max') ?? 0) }));
  if (bounds.some(({ min, max }) => min <= errorColumn && errorColumn <= max)) return splices;
  const after = bounds.find(({ min }) => min > errorColumn);
  if (after) splices.push({ start: after.col.tag.start, end: after.col.tag.start, text: width });
  else splices.push({ start: cols.tag.start, end: cols.end, text: withChild(xml, cols, width) });
  return splices;
}
