import { fileProblem, type ExcelFileProblem, type ExcelRowProblem, type Language } from '@parcelflow/contract';
import { serveTaskWorker } from '../../tasks/serve-worker.ts';
import { moved, ownedBytes } from '../../tasks/worker-rpc.ts';
import { readTableWorkbook, writeErrorReport, type ImportSheet, type ReportSource } from '../excel/index.ts';
import { checkTableRows, keyExistsProblems, type RowsChecked } from './check-rows.ts';
import { headerColumnsOf, limitsOf, tableDeclarationOf } from './table-declaration.ts';

/** Rows cross to the main thread a page at a time: each message is decoded there in one go. */
export const ROWS_PAGE = 5000;

export type ReadAnswer = { problems: ExcelFileProblem[] } | { rows: number };
export type CheckAnswer = { problems: number; valid: number };

/**
 * The tableImport task's worker: reads the uploaded workbook against the table's declaration, checks every row and
 * writes the error report, off the request loop. The main thread asks which keys the database holds, then takes the
 * problems and the valid rows page by page.
 */
function openTableImportSession() {
  let state: { table: string; sheet: ImportSheet<string>; source: ReportSource } | undefined;
  let checked: RowsChecked | undefined;
  const current = () => {
    if (!state || !checked) throw new Error('No workbook was read and checked');
    return { ...state, checked };
  };
  return {
    read: async ({ bytes, table, language }: { bytes: Uint8Array; table: string; language: Language }): Promise<ReadAnswer> => {
      const declaration = tableDeclarationOf(table);
      const answer = await readTableWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), headerColumnsOf(declaration), language, limitsOf(declaration));
      if ('problems' in answer) return { problems: answer.problems };
      if (answer.sheet.rows.length > declaration.maxRows) return { problems: [fileProblem('tooManyRows', { max: declaration.maxRows }, answer.sheet.name)] };
      state = { table, ...answer };
      checked = checkTableRows(declaration, answer.sheet);
      return { rows: answer.sheet.rows.length };
    },
    /** The valid rows' keys, a page at a time, for the database's check. */
    keys: ({ from }: { from: number }) => current().checked.rows.slice(from, from + ROWS_PAGE).map((row) => row.key),
    /** Adds the rows whose keys the database holds to the problems; answers how many problems and valid rows there are. */
    markTaken: ({ taken }: { taken: string[] }): CheckAnswer => {
      const { table, sheet, checked: rows } = current();
      const takenKeys = new Set(taken);
      rows.problems.push(...keyExistsProblems(tableDeclarationOf(table), sheet, rows.rows, takenKeys));
      rows.rows = rows.rows.filter((row) => !takenKeys.has(row.key));
      rows.problems.sort((a, b) => a.row - b.row);
      return { problems: rows.problems.length, valid: rows.rows.length };
    },
    problems: ({ from }: { from: number }): ExcelRowProblem[] => current().checked.problems.slice(from, from + ROWS_PAGE),
    validRows: ({ from }: { from: number }): unknown[] => current().checked.rows.slice(from, from + ROWS_PAGE).map((row) => row.data),
    report: async ({ language }: { language: Language }) => {
      const { source, checked: rows } = current();
      const report = ownedBytes(await writeErrorReport(source, rows.problems, language));
      return moved({ report }, [report.buffer]);
    },
  };
}

export type TableImportWorkerApi = ReturnType<typeof openTableImportSession>;

serveTaskWorker(openTableImportSession);
