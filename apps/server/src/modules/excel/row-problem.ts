import { ROW_REASON_CODES, type ExcelRowProblem, type ProblemParams, type RowReason } from '@parcelflow/contract';
import type { ImportSheet } from './read-sheet.ts';
import { columnLetter } from './workbook-layout.ts';

/** A row problem placed where the user will look for it: the header text and cell of its column. */
export function rowProblem<K extends string>(sheet: ImportSheet<K>, row: number, field: string, reason: RowReason, params: ProblemParams = {}): ExcelRowProblem {
  const column = sheet.columns.get(field as K);
  const place = column ? { column: column.header, cell: `${columnLetter(column.col)}${row}` } : {};
  return { sheet: sheet.name, row, ...place, field, code: ROW_REASON_CODES[reason], reason, params };
}

/** One problem per cell: the first found names the cause (an unknown customer code, not "customer required"). */
export function firstPerCell(problems: readonly ExcelRowProblem[]): ExcelRowProblem[] {
  const seen = new Set<string>();
  return problems.filter((problem) => {
    const key = `${problem.sheet}\u0000${problem.row}\u0000${problem.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
