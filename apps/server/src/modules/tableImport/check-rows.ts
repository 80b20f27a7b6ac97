import { problemOfIssue, rowReasonOf, type ExcelRowProblem, type ProblemParams, type RawRow, type TableDeclaration } from '@parcelflow/contract';
import { isFault, rowProblem, textOf, type ImportSheet } from '../excel/index.ts';

/** A row that passed its checks, with the natural key it is known by. */
export type CheckedRow = { row: number; key: string; data: unknown };
export type RowsChecked = { rows: CheckedRow[]; problems: ExcelRowProblem[] };

/**
 * Every row of the sheet checked in one pass: each cell with its column's schema and the row with the table's own
 * checks, then its natural key against the rows above it. All problems of all rows are returned with the rows that
 * have none, so the caller may refuse the file or write the valid rows only.
 */
export function checkTableRows<K extends string>(table: TableDeclaration<K, unknown>, sheet: ImportSheet<K>): RowsChecked {
  const rows: CheckedRow[] = [];
  const problems: ExcelRowProblem[] = [];
  const firstRowOfKey = new Map<string, number>();
  const keyColumn = table.keyColumns.at(-1) ?? table.columns[0].key;
  for (const { row, values } of sheet.rows) {
    const raw: RawRow<K> = {};
    const found: ExcelRowProblem[] = [];
    for (const [key, cell] of values) {
      if (isFault(cell)) found.push(rowProblem(sheet, row, key, cell.fault, { value: cell.text }));
      else raw[key] = textOf(cell);
    }
    const parsed = table.row.safeParse(raw);
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? keyColumn);
      if (found.some((problem) => problem.field === field)) continue;
      const problem = problemOfIssue(issue, raw[field as K]);
      const params: ProblemParams = {};
      if (problem.min !== undefined) params.min = problem.min;
      if (problem.max !== undefined) params.max = problem.max;
      found.push(rowProblem(sheet, row, field, rowReasonOf(problem.reason), params));
    }
    if (found.length || !parsed.success) {
      problems.push(...found);
      continue;
    }
    const key = table.keyOf(parsed.data);
    const firstRow = firstRowOfKey.get(key);
    if (firstRow !== undefined) {
      problems.push(rowProblem(sheet, row, keyColumn, 'keyRepeated', { value: key, firstRow }));
      continue;
    }
    firstRowOfKey.set(key, row);
    rows.push({ row, key, data: parsed.data });
  }
  return { rows, problems };
}

/** Rows whose key the database holds already, as problems on the key's column. */
export function keyExistsProblems<K extends string>(table: TableDeclaration<K, unknown>, sheet: ImportSheet<K>, rows: readonly CheckedRow[], taken: ReadonlySet<string>): ExcelRowProblem[] {
  const keyColumn = table.keyColumns.at(-1) ?? table.columns[0].key;
  return rows.filter((row) => taken.has(row.key)).map((row) => rowProblem(sheet, row.row, keyColumn, 'keyExists', { value: row.key }));
}
