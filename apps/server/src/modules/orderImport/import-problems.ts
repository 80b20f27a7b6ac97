import type { ExcelRowProblem } from '@parcelflow/contract';
import type { ImportWorkbook, ImportedOrder, ImportValidation } from '../excel/index.ts';
import { firstPerCell } from '../excel/index.ts';

/**
 * The rows' own problems with those the database found (taken numbers, unknown partners, channels, agreements and
 * order rules), each cell once with the row's own problem first, in reading order; and the orders that none of them
 * touches.
 */
export function withDatabaseProblems(validation: ImportValidation, found: readonly ExcelRowProblem[], workbook: ImportWorkbook): { orders: ImportedOrder[]; problems: ExcelRowProblem[] } {
  const problems = firstPerCell([...validation.problems, ...found]);
  const sheets = [workbook.orders.name, workbook.invoiceLines?.name];
  problems.sort((a, b) => sheets.indexOf(a.sheet) - sheets.indexOf(b.sheet) || a.row - b.row || columnOrder(a) - columnOrder(b));
  // What the database finds is on the orders sheet, where an order's rows are, or on an invoice line's row (the blacklist's goods).
  const refusedRows = (sheet: string | undefined) => new Set(found.filter((problem) => problem.sheet === sheet).map((problem) => problem.row));
  const orderRows = refusedRows(workbook.orders.name);
  const invoiceRows = workbook.invoiceLines ? refusedRows(workbook.invoiceLines.name) : new Set<number>();
  const orders = validation.orders.filter((order) => !order.rows.some((row) => orderRows.has(row)) && !order.invoiceRows.some((row) => invoiceRows.has(row)));
  return { orders, problems };
}

/** Left to right as the user reads the row; a problem without a column first. */
function columnOrder(problem: ExcelRowProblem): number {
  const letters = problem.cell?.replace(/\d+$/, '') ?? '';
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
}
