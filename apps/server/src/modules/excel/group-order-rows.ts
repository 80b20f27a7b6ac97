import { fieldGroupOf, type ExcelRowProblem } from '@parcelflow/contract';
import { isFault, type SheetValue } from './cell-value.ts';
import { textOf } from './field-value.ts';
import type { ImportWorkbook } from './read-import-workbook.ts';
import type { ImportRow, ImportSheet } from './read-sheet.ts';
import { rowProblem } from './row-problem.ts';

/** One order of the file: its rows on the orders sheet (one per box) and its invoice lines. */
export type OrderGroup = { key?: string; rows: ImportRow[]; invoiceRows: ImportRow[] };

/**
 * Consecutive rows with the same customer number are the boxes of one order; the same number again
 * further down is the same order twice (20197). Invoice lines find their order by customer number.
 */
export function groupOrderRows(workbook: ImportWorkbook): { groups: OrderGroup[]; problems: ExcelRowProblem[] } {
  const { orders, invoiceLines } = workbook;
  const groups: OrderGroup[] = [];
  const byKey = new Map<string, OrderGroup>();
  const problems: ExcelRowProblem[] = [];
  for (const row of orders.rows) {
    const key = keyOf(row);
    const current = groups.at(-1);
    const earlier = key === undefined ? undefined : byKey.get(key);
    if (earlier && earlier === current) {
      problems.push(...differencesFromFirst(orders, current.rows[0], row));
      current.rows.push(row);
    } else if (earlier) {
      problems.push(rowProblem(orders, row.row, 'customerNo', 'sameOrderTwice', { firstRow: earlier.rows[0].row }));
    } else {
      const group: OrderGroup = { key, rows: [row], invoiceRows: [] };
      groups.push(group);
      if (key !== undefined) byKey.set(key, group);
    }
  }
  for (const row of invoiceLines?.rows ?? []) {
    const key = keyOf(row);
    const group = key === undefined ? undefined : byKey.get(key);
    if (group) group.invoiceRows.push(row);
    else if (invoiceLines) problems.push(rowProblem(invoiceLines, row.row, 'customerNo', key === undefined ? 'required' : 'orphanInvoiceLine', { value: key ?? '' }));
  }
  return { groups, problems };
}

function keyOf(row: ImportRow): string | undefined {
  const value = row.values.get('customerNo');
  return value === undefined || isFault(value) ? undefined : textOf(value);
}

/** A box row may leave the order's own columns empty; if it fills them, they must say what the first row says. */
function differencesFromFirst(sheet: ImportSheet, first: ImportRow, row: ImportRow): ExcelRowProblem[] {
  return [...row.values]
    .filter(([field, value]) => fieldGroupOf(field) === 'order' && !sameValue(value, first.values.get(field)))
    .map(([field]) => rowProblem(sheet, row.row, field, 'differsFromFirstRow', { firstRow: first.row }));
}

function sameValue(a: SheetValue, b: SheetValue | undefined): boolean {
  if (b === undefined || isFault(a) || isFault(b)) return false;
  return textOf(a) === textOf(b);
}
