import { EXCEL_LIMITS, fileProblem, type ExcelFileProblem, type ImportFieldKey, type Language, type TemplateColumn } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { isFault, sheetValueOf, type SheetValue } from './cell-value.ts';
import { textOf } from './field-value.ts';
import { matchHeader, type HeaderCell, type SheetColumn } from './header-match.ts';

export type ImportRow = { row: number; values: Map<ImportFieldKey, SheetValue> };
export type ImportSheet = { name: string; columns: Map<ImportFieldKey, SheetColumn>; rows: ImportRow[] };
export type SheetRead = { sheet: ImportSheet; problems: ExcelFileProblem[] };

/** The header in row 1 mapped to the template, then every data row under it. */
export function readSheet(worksheet: ExcelJS.Worksheet, template: readonly TemplateColumn[], language: Language): SheetRead {
  const name = worksheet.name;
  const cells: (HeaderCell & { address: string; merged: boolean })[] = [];
  // Not getRow or getCell: they add what they do not find, and the error report writes this workbook back.
  worksheet.findRow(1)?.eachCell((cell, col) => {
    const value = sheetValueOf(cell.value);
    cells.push({ col, address: cell.address, text: value === undefined || isFault(value) ? '' : textOf(value), merged: cell.isMerged });
  });
  const merged = cells.filter((cell) => cell.merged).map((cell) => cell.address);
  // A merged header hides which column a value belongs to; the user is told which cells to unmerge.
  if (merged.length) return { sheet: { name, columns: new Map(), rows: [] }, problems: [fileProblem('mergedHeader', { cells: merged.join(', ') }, name)] };
  const { columns, problems } = matchHeader(cells, template, name, language);
  if (problems.length) return { sheet: { name, columns, rows: [] }, problems };
  const { rows, emptyRows } = readRows(worksheet, columns);
  const emptyProblem = emptyRows.length ? [fileProblem('emptyRows', { rows: listRows(emptyRows) }, name)] : [];
  return { sheet: { name, columns, rows }, problems: emptyProblem };
}

/** Empty rows between data rows are reported; empty rows after the last one are formatting and ignored. */
function readRows(worksheet: ExcelJS.Worksheet, columns: Map<ImportFieldKey, SheetColumn>) {
  const rows: ImportRow[] = [];
  const blank: number[] = [];
  for (let number = 2; number <= worksheet.rowCount; number += 1) {
    const values = new Map<ImportFieldKey, SheetValue>();
    const row = worksheet.findRow(number);
    if (row) {
      for (const [field, { col }] of columns) {
        const value = valueOf(row.findCell(col));
        if (value !== undefined) values.set(field, value);
      }
    }
    if (values.size) rows.push({ row: number, values });
    else blank.push(number);
  }
  const last = rows.at(-1)?.row ?? 0;
  return { rows, emptyRows: blank.filter((number) => number < last) };
}

/** A cell merged down a column repeats its value on every row (one customer number over its boxes); merged across, it fills its first column only. */
function valueOf(cell: ExcelJS.Cell | undefined): SheetValue | undefined {
  if (!cell) return undefined;
  if (cell.isMerged && cell.master.col !== cell.col) return undefined;
  return sheetValueOf(cell.value);
}

function listRows(rows: number[]): string {
  const shown = rows.slice(0, EXCEL_LIMITS.rowsListedMax).join(', ');
  return rows.length > EXCEL_LIMITS.rowsListedMax ? `${shown} …` : shown;
}
