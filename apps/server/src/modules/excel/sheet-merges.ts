import type { SheetValue } from './cell-value.ts';
import { spendRangeCells, type ReadBudget } from './read-budget.ts';
import type { CellRange } from './sheet-bounds.ts';
import { columnLetter } from './workbook-layout.ts';

type Grid = { rows: Map<number, Map<number, SheetValue>>; merges: readonly CellRange[] };

/**
 * A value merged down a column repeats on every row of the merge that has cells (one customer number over the rows
 * of its boxes); merged across, it stays in its first column only, and the merge's other cells are empty, as a
 * spreadsheet shows them. Only rows with cells (`rowNumbers`, ascending) are visited, each one costing the budget
 * what it touches, so a merge down to row 1,048,576 costs no more than the rows with cells it covers.
 */
export function spreadMerges(grid: Grid, rowNumbers: readonly number[], budget: ReadBudget): void {
  const { rows } = grid;
  for (const merge of grid.merges) {
    const master = rows.get(merge.top)?.get(merge.left);
    const width = merge.right - merge.left + 1;
    const ref = `${columnLetter(merge.left)}${merge.top}:${columnLetter(merge.right)}${merge.bottom}`;
    for (let at = firstAtLeast(rowNumbers, merge.top); at < rowNumbers.length && rowNumbers[at] <= merge.bottom; at += 1) {
      const row = rowNumbers[at];
      let values = rows.get(row);
      spendRangeCells(budget, 1 + Math.min(width, values?.size ?? 0), ref);
      if (values) clearColumns(values, merge.left, merge.right, width);
      if (master === undefined) continue;
      if (!values) rows.set(row, (values = new Map()));
      values.set(merge.left, master);
    }
  }
  for (const [number, values] of rows) if (!values.size) rows.delete(number);
}

/** Removes a row's values from `left` to `right`, walking whichever is shorter: the columns or the row's cells. */
function clearColumns(values: Map<number, SheetValue>, left: number, right: number, width: number): void {
  if (width <= values.size) {
    for (let column = left; column <= right; column += 1) values.delete(column);
    return;
  }
  for (const column of values.keys()) if (column >= left && column <= right) values.delete(column);
}

/** The index of the first number at least `value` in ascending `numbers`. */
function firstAtLeast(numbers: readonly number[], value: number): number {
  let low = 0;
  let high = numbers.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (numbers[middle] < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
