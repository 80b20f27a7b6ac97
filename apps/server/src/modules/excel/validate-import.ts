import { fileProblem, importOrderInput, type ExcelFileProblem, type ExcelRowProblem, type ImportOrderInput, type ImportTemplate } from '@parcelflow/contract';
import { buildOrderInput, type ImportLookups } from './build-order-input.ts';
import { groupOrderRows, type OrderGroup } from './group-order-rows.ts';
import { problemOfOrderIssue } from './issue-problem.ts';
import type { ImportWorkbook } from './read-import-workbook.ts';
import { firstPerCell } from './row-problem.ts';

/** A valid order of the file with the rows it came from, ready to be created. */
export type ImportedOrder = { rows: number[]; invoiceRows: number[]; input: ImportOrderInput };
export type ImportValidation = { orders: ImportedOrder[]; problems: ExcelRowProblem[]; fileProblems: ExcelFileProblem[] };

/**
 * Every row of every order checked in one pass with the order-entry schema (and the import's own
 * limits): all problems of all rows are returned, and the orders that have none, so the caller may
 * refuse the file or import the valid orders only.
 */
export function validateImport(workbook: ImportWorkbook, template: ImportTemplate, lookups: ImportLookups): ImportValidation {
  if (!workbook.orders.columns.has('channelCode') && lookups.channelId === undefined) {
    return { orders: [], problems: [], fileProblems: [fileProblem('channelRequired')] };
  }
  const { groups, problems } = groupOrderRows(workbook);
  const parsed = groups.map((group) => {
    const built = buildOrderInput(group, template, workbook, lookups);
    const result = importOrderInput.safeParse(built.input);
    problems.push(...built.problems, ...(result.error?.issues ?? []).map((issue) => problemOfOrderIssue(issue, built.input, group, workbook)));
    return { group, input: result.data };
  });
  const unique = firstPerCell(problems);
  const refusedRows = new Set(unique.map((problem) => rowKey(problem.sheet, problem.row)));
  const orders = parsed.flatMap(({ group, input }) =>
    input && !rowKeysOf(group, workbook).some((key) => refusedRows.has(key))
      ? [{ rows: group.rows.map((row) => row.row), invoiceRows: group.invoiceRows.map((row) => row.row), input }]
      : [],
  );
  const sheets = [workbook.orders.name, workbook.invoiceLines?.name];
  unique.sort((a, b) => sheets.indexOf(a.sheet) - sheets.indexOf(b.sheet) || a.row - b.row || columnOrder(a) - columnOrder(b));
  return { orders, problems: unique, fileProblems: [] };
}

const rowKey = (sheet: string | undefined, row: number) => `${sheet}\u0000${row}`;

function rowKeysOf(group: OrderGroup, workbook: ImportWorkbook): string[] {
  return [
    ...group.rows.map((row) => rowKey(workbook.orders.name, row.row)),
    ...group.invoiceRows.map((row) => rowKey(workbook.invoiceLines?.name, row.row)),
  ];
}

/** Left to right as the user reads the row; a problem without a column first. */
function columnOrder(problem: ExcelRowProblem): number {
  const letters = problem.cell?.replace(/\d+$/, '') ?? '';
  return [...letters].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);
}
