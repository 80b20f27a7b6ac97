import { Readable } from 'node:stream';
import { IMPORT_ERRORS_LISTED_MAX, RESULT_CODES, type ExcelFileProblem, type ExcelRowProblem } from '@parcelflow/contract';
import type { TaskContext, TaskOutcome } from '../../tasks/handler.ts';
import type { StoredFile } from '../file/index.ts';
import { XLSX_CONTENT_TYPE } from '../excel/index.ts';
import { errorReportName } from './import-file.ts';

/** A file refused as a whole (intake, header, sheets, empty rows, no channel): it fails with its first problem's code. */
export function fileRefused(problems: ExcelFileProblem[]): TaskOutcome {
  return { status: 'failed', errorInfo: { code: problems[0].code, importErrors: problems } };
}

/**
 * Rows refused and nothing created (20188): the problems, at most a thousand kept in the task with how many
 * there are in all, and the error report that lists every one of them.
 */
export function rowsRefused(problems: ExcelRowProblem[], report: StoredFile | undefined): TaskOutcome {
  const listed = problems.slice(0, IMPORT_ERRORS_LISTED_MAX);
  return {
    status: 'failed', resultFile: report,
    errorInfo: { code: RESULT_CODES.importFileRefused, params: { problems: problems.length, listed: listed.length }, importErrors: listed },
  };
}

/**
 * The user's own workbook with an error column (written by the import's worker while the task may still be stopped),
 * stored once it no longer can.
 */
export async function storeErrorReport(ctx: TaskContext, uploadName: string, report: Buffer | undefined): Promise<StoredFile | undefined> {
  if (!report) return undefined;
  const stored = await ctx.storage.put(Readable.from([report]), report.length);
  return { name: errorReportName(uploadName), contentType: XLSX_CONTENT_TYPE, ...stored };
}
