import { z } from 'zod';
import { billLineFilter, CommandError, LANGUAGES, RESULT_CODES } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { exportSheetInWorker } from '../../tasks/sheet-export.ts';
import { countBillLines, exportedLines } from './bill-lines.queries.ts';
import { moneyCallerOfTask } from './bill-scope.ts';
import { BILL_EXPORT_TEXTS } from './bill-export.texts.ts';

/** What exportBillLines queues: the list's filter and the caller's language. */
export const billExportRequest = z.object({ filter: billLineFilter, language: z.enum(LANGUAGES) });

/** One sheet holds 1,048,576 rows; the cap stops a runaway before that. */
const MAX_LINES = 1_000_000;
/** 200,000 lines of these columns come to about 15 MB. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;
const EXPORT_WORKER = new URL('./bill-export.worker.ts', import.meta.url);

/**
 * The 'billExport' task: the lines the caller's filter selects, among those it sees, read here in keyset batches and
 * written to the sheet by a worker thread (tasks/sheet-export.ts) straight into storage, with progress after each batch.
 */
export const exportBillLinesTask: TaskHandler = async (ctx) => {
  const { filter, language } = billExportRequest.parse(ctx.task.reqParam);
  const caller = await moneyCallerOfTask(ctx.db, ctx.task);
  const total = await countBillLines(ctx.db, caller, filter);
  if (total > MAX_LINES) throw new CommandError(RESULT_CODES.exportTooLarge, { max: MAX_LINES });
  await ctx.reportProgress(0, total);
  const { sheetName } = BILL_EXPORT_TEXTS[language];
  const { rows, file } = await exportSheetInWorker(ctx, {
    worker: EXPORT_WORKER, sheetName, columns: language, rows: exportedLines(ctx.db, caller, filter), total,
    fileName: `${sheetName}.xlsx`, maxBytes: MAX_FILE_BYTES,
  });
  return { result: { rows }, resultFile: file };
};
