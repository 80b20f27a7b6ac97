import { fileProblem } from '@parcelflow/contract';
import { refuse } from './xml-tokens.ts';

/** Excel's sheet: rows 1 to 1,048,576 and columns A to XFD; the reader refuses anything beyond. */
export const MAX_ROW = 1_048_576;
export const MAX_COLUMN = 16_384;

/** A rectangle of cells, 1-based and inclusive. */
export type CellRange = { top: number; left: number; bottom: number; right: number };

/**
 * The column and row of a reference such as "C5" (row 0 when it has no digits, column 0 when it has no letters).
 * A reference beyond the sheet refuses the file, naming it.
 */
export function cellOf(reference: string): { column: number; row: number } {
  let at = 0;
  let column = 0;
  for (let code = reference.charCodeAt(at); code >= 65 && code <= 90; code = reference.charCodeAt(++at)) column = column * 26 + code - 64;
  let row = 0;
  for (let code = reference.charCodeAt(at); code >= 48 && code <= 57; code = reference.charCodeAt(++at)) row = row * 10 + code - 48;
  if (column > MAX_COLUMN || row > MAX_ROW) outOfSheet(reference);
  return { column, row };
}

/** 3 for "C5"; 0 for a reference without letters. */
export function columnNumber(reference: string): number {
  return cellOf(reference).column;
}

/** A merge's range ("A2:B5", or one cell), corners in any order; undefined when it names no cell. */
export function rangeOf(reference: string): CellRange | undefined {
  const [first, second = first] = reference.trim().split(':');
  const [a, b] = [cellOf(first.replace(/\$/g, '')), cellOf(second.replace(/\$/g, ''))];
  if (!a.column || !a.row || !b.column || !b.row) return undefined;
  return { top: Math.min(a.row, b.row), left: Math.min(a.column, b.column), bottom: Math.max(a.row, b.row), right: Math.max(a.column, b.column) };
}

export function outOfSheet(cell: string): never {
  refuse(fileProblem('cellOutOfRange', { cell: cell.slice(0, 40) }));
}
