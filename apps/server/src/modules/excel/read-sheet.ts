import { EXCEL_LIMITS, fileProblem, type ExcelFileProblem, type ImportFieldKey, type Language } from '@parcelflow/contract';
import { isFault, type SheetValue } from './cell-value.ts';
import { textOf } from './field-value.ts';
import { matchHeader, type HeaderCell, type HeaderColumn, type SheetColumn } from './header-match.ts';
import type { SheetGrid } from './sheet-grid.ts';
import { columnLetter } from './workbook-layout.ts';

export type ImportRow<K extends string = ImportFieldKey> = { row: number; values: Map<K, SheetValue> };
export type ImportSheet<K extends string = ImportFieldKey> = { name: string; columns: Map<K, SheetColumn>; rows: ImportRow<K>[] };
export type SheetRead<K extends string = ImportFieldKey> = { sheet: ImportSheet<K>; problems: ExcelFileProblem[] };

/** The header in row 1 mapped to the template, then every data row under it. */
export function readSheet<K extends string = ImportFieldKey>(name: string, grid: SheetGrid, template: readonly HeaderColumn<K>[], language: Language): SheetRead<K> {
  // A merged header hides which column a value belongs to; the user is told which cells to unmerge.
  const merged = mergedHeaderColumns(grid);
  if (merged.length) return { sheet: { name, columns: new Map(), rows: [] }, problems: [fileProblem('mergedHeader', { cells: listRows(merged.map((col) => `${columnLetter(col)}1`)) }, name)] };
  const cells: HeaderCell[] = [...(grid.rows.get(1) ?? [])].sort(([a], [b]) => a - b)
    .map(([col, value]) => ({ col, text: isFault(value) ? '' : textOf(value) }));
  const { columns, problems } = matchHeader(cells, template, name, language);
  if (problems.length) return { sheet: { name, columns, rows: [] }, problems };
  const { rows, emptyRows } = readRows(grid, columns);
  const emptyProblem = emptyRows.length ? [fileProblem('emptyRows', { rows: listRows(emptyRows) }, name)] : [];
  return { sheet: { name, columns, rows }, problems: emptyProblem };
}

/** The header cells merges cover, as many as a message lists. */
function mergedHeaderColumns(grid: SheetGrid): number[] {
  const columns = new Set<number>();
  for (const merge of grid.merges) {
    if (merge.top !== 1) continue;
    for (let col = merge.left; col <= merge.right && columns.size <= EXCEL_LIMITS.rowsListedMax; col += 1) columns.add(col);
  }
  return [...columns].sort((a, b) => a - b);
}

/**
 * Empty rows between data rows are reported; empty rows after the last one are formatting and ignored. Only the
 * rows holding values are visited: the empty ones are the gaps between them, of which a message lists the first.
 */
function readRows<K extends string>(grid: SheetGrid, columns: Map<K, SheetColumn>) {
  const rows: ImportRow<K>[] = [];
  const emptyRows: number[] = [];
  const numbers = [...grid.rows.keys()].filter((number) => number > 1).sort((a, b) => a - b);
  for (const number of numbers) {
    const cells = grid.rows.get(number);
    const values = new Map<K, SheetValue>();
    for (const [field, { col }] of columns) {
      const value = cells?.get(col);
      if (value !== undefined) values.set(field, value);
    }
    if (!values.size) continue;
    for (let empty = (rows.at(-1)?.row ?? 1) + 1; empty < number && emptyRows.length <= EXCEL_LIMITS.rowsListedMax; empty += 1) emptyRows.push(empty);
    rows.push({ row: number, values });
  }
  return { rows, emptyRows };
}

function listRows(rows: (number | string)[]): string {
  const shown = rows.slice(0, EXCEL_LIMITS.rowsListedMax).join(', ');
  return rows.length > EXCEL_LIMITS.rowsListedMax ? `${shown} …` : shown;
}
