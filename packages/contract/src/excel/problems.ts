import { FILE_REASON_CODES, type FileReason, type RowReason } from './codes.ts';

export type ProblemParams = Record<string, string | number>;

/** A refusal of the whole file (or one sheet of it): nothing in it is imported. */
export type ExcelFileProblem = {
  code: number;
  reason: FileReason;
  sheet?: string;
  params: ProblemParams;
};

/**
 * One problem of one row, as the import task stores it and the error report prints it: the row number
 * and header text the user sees in Excel, the system field, and why (with its limits in `params`).
 */
export type ExcelRowProblem = {
  sheet: string;
  row: number;
  /** The header text of the column as written in the file; absent when the template has no such column. */
  column?: string;
  /** The cell address such as "C5", when the column exists. */
  cell?: string;
  field: string;
  code: number;
  reason: RowReason;
  params: ProblemParams;
};

/** A file problem with the code its reason carries. */
export function fileProblem(reason: FileReason, params: ProblemParams = {}, sheet?: string): ExcelFileProblem {
  return sheet === undefined ? { code: FILE_REASON_CODES[reason], reason, params } : { code: FILE_REASON_CODES[reason], reason, sheet, params };
}
