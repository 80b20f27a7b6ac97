import { fileProblem, type ExcelFileProblem } from '@parcelflow/contract';
import { sheetValueOf, type CellContext, type RawCell, type SheetValue } from './cell-value.ts';
import { checkText, spendCell, type ReadBudget } from './read-budget.ts';
import { spreadMerges } from './sheet-merges.ts';
import { cellOf, MAX_COLUMN, MAX_ROW, outOfSheet, rangeOf, type CellRange } from './sheet-bounds.ts';
import { columnLetter } from './workbook-layout.ts';
import { readXml, refusalOf, refuse, type XmlTag } from './xml-tokens.ts';

/**
 * A worksheet's values by row and column (cells without a value are left out), its merged ranges, and the
 * furthest column any cell reaches, values or not.
 */
export type SheetGrid = { rows: Map<number, Map<number, SheetValue>>; merges: CellRange[]; lastColumn: number };

/** Where in a cell the text being read goes. */
type Capture = 'value' | 'formula' | 'inline' | undefined;

/**
 * Reads every cell of a worksheet part in one pass of the tokenizer, counting cells and merges against the budget
 * as they come. Rows and cells without an r attribute follow the one before, as Excel reads them; rows must come in
 * order, as Excel writes and requires them. Only rows with cells are held: a far row number, or a million empty
 * rows, cost nothing but the reading. A part given as bytes is decoded in pieces, never held whole as text.
 */
export function readSheetGrid(xml: Buffer | string, context: CellContext, budget: ReadBudget): SheetGrid | ExcelFileProblem {
  const rows = new Map<number, Map<number, SheetValue>>();
  const rowNumbers: number[] = [];
  const merges: CellRange[] = [];
  let lastColumn = 0;
  let depth = 0;
  let sheetDataDepth = -1;
  let rowNumber = 0;
  let rowDepth = -1;
  /** Whether the row is in `rowNumbers`, the rows with cells: the only ones a merge reaches. */
  let rowListed = false;
  let values: Map<number, SheetValue> | undefined;
  let column = 0;
  let cell: RawCell | undefined;
  let cellDepth = -1;
  let inlineDepth = -1;
  let phonetic = false;
  let capture: Capture;
  let text = '';

  const here = () => `${columnLetter(column)}${rowNumber}`;
  const openRow = (tag: XmlTag, at: number) => {
    const numbered = tag.attributes.r;
    const number = numbered === undefined ? rowNumber + 1 : Number(numbered);
    if (!Number.isInteger(number)) refuse(fileProblem('corrupt'));
    if (number < 1 || number > MAX_ROW) outOfSheet(numbered ?? String(number));
    if (number <= rowNumber) refuse(fileProblem('corrupt'));
    rowNumber = number;
    rowListed = false;
    rowDepth = at;
    values = undefined;
    column = 0;
  };
  const openCell = (tag: XmlTag, at: number) => {
    spendCell(budget);
    if (!rowListed) rowNumbers.push(rowNumber);
    rowListed = true;
    // A cell's attributes are unqualified, as SpreadsheetML writes them (and as the report finds them).
    const { r: reference, s: style, t: type } = tag.attributes;
    const referenced = reference ? cellOf(reference).column : 0;
    column = referenced || column + 1;
    if (column > MAX_COLUMN) outOfSheet(`${columnLetter(column)}${rowNumber}`);
    if (column > lastColumn) lastColumn = column;
    cell = { type, style: style === undefined ? 0 : Number(style) };
    cellDepth = at;
  };
  const closeCell = () => {
    const value = cell && sheetValueOf(cell, context);
    if (value !== undefined) (values ??= new Map()).set(column, value);
    cell = undefined;
  };

  const problem = readXml(xml, {
    open: (tag) => {
      const at = depth;
      depth += 1;
      const { name } = tag;
      if (cell) {
        if (at === cellDepth + 1 && (name === 'v' || name === 'f')) {
          capture = name === 'v' ? 'value' : 'formula';
          text = '';
        } else if (at === cellDepth + 1 && name === 'is') {
          inlineDepth = at;
          cell.inline = '';
        } else if (inlineDepth >= 0 && name === 'rPh') {
          phonetic = true;
        } else if (inlineDepth >= 0 && name === 't' && !phonetic) {
          capture = 'inline';
        }
      } else if (rowDepth >= 0 && at === rowDepth + 1 && name === 'c') {
        openCell(tag, at);
      } else if (sheetDataDepth >= 0 && at === sheetDataDepth + 1 && name === 'row') {
        openRow(tag, at);
      } else if (name === 'sheetData' && at === 1 && !tag.selfClosing) {
        sheetDataDepth = at;
      } else if (name === 'mergeCell' && sheetDataDepth < 0) {
        spendCell(budget);
        const range = rangeOf(tag.attributes.ref ?? '');
        if (range) merges.push(range);
      }
    },
    // A self-closing element is closed too, right after it opens.
    close: (name) => {
      depth -= 1;
      if (capture && (name === 'v' || name === 'f' || name === 't')) {
        if (cell && capture !== 'inline') cell[capture] = text;
        capture = undefined;
        text = '';
      } else if (name === 'rPh') {
        phonetic = false;
      } else if (depth === inlineDepth && name === 'is') {
        inlineDepth = -1;
      } else if (depth === cellDepth && name === 'c') {
        closeCell();
        cellDepth = -1;
      } else if (depth === rowDepth && name === 'row') {
        if (values) rows.set(rowNumber, values);
        rowDepth = -1;
      } else if (depth === sheetDataDepth && name === 'sheetData') {
        sheetDataDepth = -2;
      }
    },
    text: (chunk) => {
      if (!capture || !cell) return;
      if (capture === 'inline') cell.inline += chunk;
      else text += chunk;
      checkText(budget, capture === 'inline' ? (cell.inline ?? '') : text, here);
    },
  });
  if (problem) return problem;
  const grid = { rows, merges, lastColumn };
  return refusalOf(() => spreadMerges(grid, rowNumbers, budget)) ?? grid;
}
