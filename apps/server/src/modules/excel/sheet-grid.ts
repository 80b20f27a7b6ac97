import { sheetValueOf, type CellContext, type SheetValue } from './cell-value.ts';

/** A rectangle of cells, 1-based and inclusive. */
type CellRange = { top: number; left: number; bottom: number; right: number };
/**
 * A worksheet's values by row and column (cells without a value are left out), its merged ranges, and the
 * furthest column any cell reaches, values or not.
 */
export type SheetGrid = { rows: Map<number, Map<number, SheetValue>>; merges: CellRange[]; lastColumn: number };

export const ROW_ELEMENT = /<(?:\w+:)?row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?row>)/g;
export const CELL_ELEMENT = /<(?:\w+:)?c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/(?:\w+:)?c>)/g;
const CELL_ATTRIBUTE = /\s(r|s|t)\s*=\s*("([^"]*)"|'([^']*)')/g;
const ROW_NUMBER = /\sr\s*=\s*"(\d+)"/;
const MERGE = /<(?:\w+:)?mergeCell\b[^>]*?\sref\s*=\s*"([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?"/g;

/**
 * Reads every cell of a worksheet part. Rows and cells without an r attribute follow the one before, as Excel
 * reads them. A scan with indexOf rather than a regular expression per element: a 10,000-row sheet has 200,000
 * cells, and matching each one allocated more than reading it.
 */
export function readSheetGrid(xml: string, context: CellContext): SheetGrid {
  const prefix = /<(\w+:)?sheetData\b/.exec(xml)?.[1] ?? '';
  const rows = new Map<number, Map<number, SheetValue>>();
  let rowNumber = 0;
  let lastColumn = 0;
  forEachElement(xml, `${prefix}row`, 0, xml.length, (rowAttributes, contentStart, contentEnd) => {
    const numbered = ROW_NUMBER.exec(rowAttributes);
    rowNumber = numbered ? Number(numbered[1]) : rowNumber + 1;
    const values = new Map<number, SheetValue>();
    let column = 0;
    forEachElement(xml, `${prefix}c`, contentStart, contentEnd, (attributes, cellStart, cellEnd) => {
      const cell = cellAttributesOf(attributes);
      column = cell.reference ? columnNumber(cell.reference) : column + 1;
      lastColumn = Math.max(lastColumn, column);
      const value = sheetValueOf({ type: cell.type, style: cell.style, content: xml.slice(cellStart, cellEnd) }, context);
      if (value !== undefined) values.set(column, value);
    });
    if (values.size) rows.set(rowNumber, values);
  });
  const mergesAt = xml.lastIndexOf(`<${prefix}mergeCells`);
  const merges = mergesAt < 0 ? [] : [...xml.slice(mergesAt).matchAll(MERGE)].map(([, left, top, right = left, bottom = top]) => ({
    top: Number(top), left: columnNumber(left), bottom: Number(bottom), right: columnNumber(right),
  }));
  spreadMerges(rows, merges);
  return { rows, merges, lastColumn };
}

/**
 * Calls `visit` for each <name> element between `from` and `to` with its attributes and the bounds of its content
 * (empty for a self-closing one). Elements of the same name do not nest in a worksheet.
 */
function forEachElement(xml: string, name: string, from: number, to: number, visit: (attributes: string, contentStart: number, contentEnd: number) => void): void {
  const open = `<${name}`;
  const close = `</${name}>`;
  for (let at = xml.indexOf(open, from); at >= 0 && at < to; at = xml.indexOf(open, at)) {
    const next = xml.charCodeAt(at + open.length);
    // <c must not be taken for <col or <cols: a space, '>' or '/' ends the name.
    if (next !== 32 && next !== 62 && next !== 47 && next !== 9 && next !== 10 && next !== 13) {
      at += open.length;
      continue;
    }
    const tagEnd = xml.indexOf('>', at);
    if (tagEnd < 0) return;
    const selfClosing = xml.charCodeAt(tagEnd - 1) === 47;
    const attributes = xml.slice(at + open.length, selfClosing ? tagEnd - 1 : tagEnd);
    if (selfClosing) {
      visit(attributes, tagEnd + 1, tagEnd + 1);
      at = tagEnd + 1;
      continue;
    }
    const end = xml.indexOf(close, tagEnd);
    if (end < 0) return;
    visit(attributes, tagEnd + 1, end);
    at = end + close.length;
  }
}

export function cellAttributesOf(attributes: string): { reference?: string; style: number; type?: string } {
  // Every writer seen puts one space before each attribute and double quotes around it; anything else takes the slow path.
  if (/[\t\n\r']/.test(attributes)) return slowCellAttributesOf(attributes);
  const style = quotedValue(attributes, ' s="');
  return { reference: quotedValue(attributes, ' r="'), style: style === undefined ? 0 : Number(style), type: quotedValue(attributes, ' t="') };
}

function quotedValue(attributes: string, opening: string): string | undefined {
  const at = attributes.indexOf(opening);
  if (at < 0) return undefined;
  const start = at + opening.length;
  return attributes.slice(start, attributes.indexOf('"', start));
}

function slowCellAttributesOf(attributes: string): { reference?: string; style: number; type?: string } {
  const cell: { reference?: string; style: number; type?: string } = { style: 0 };
  for (const [, name, , double, single] of attributes.matchAll(CELL_ATTRIBUTE)) {
    const value = double ?? single;
    if (name === 'r') cell.reference = value;
    else if (name === 's') cell.style = Number(value);
    else cell.type = value;
  }
  return cell;
}

/**
 * A value merged down a column repeats on every row of the merge (one customer number over its boxes); merged
 * across, it stays in its first column only, and the merge's other cells are empty, as a spreadsheet shows them.
 */
function spreadMerges(rows: Map<number, Map<number, SheetValue>>, merges: readonly CellRange[]): void {
  for (const merge of merges) {
    const master = rows.get(merge.top)?.get(merge.left);
    for (let row = merge.top; row <= merge.bottom; row += 1) {
      let values = rows.get(row);
      for (const column of values?.keys() ?? []) if (column >= merge.left && column <= merge.right) values?.delete(column);
      if (master === undefined) continue;
      if (!values) rows.set(row, (values = new Map()));
      values.set(merge.left, master);
    }
  }
  for (const [number, values] of rows) if (!values.size) rows.delete(number);
}

/** 3 for "C5". */
export function columnNumber(reference: string): number {
  let column = 0;
  for (let i = 0; i < reference.length; i += 1) {
    const code = reference.charCodeAt(i);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}
