import { ORDER_EXPORT_LIMITS, ORDER_EXPORT_TEXTS, orderExportRequest, type OrderExportResult } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { exportSheetInWorker } from '../../tasks/sheet-export.ts';
import { whereOf } from '../order/index.ts';
import { fileNameStamp } from './date-format.ts';
import { exportRows } from './orderExport.rows.ts';
import { countUpTo, refuseOverLimit, scopeOfTask } from './orderExport.scope.ts';

/** 100,000 orders of every column come to about 10 MB; the cap only stops a runaway. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;
const EXPORT_WORKER = new URL('./orderExport.worker.ts', import.meta.url);

/**
 * The 'orderExport' task: the filtered orders, read here in keyset batches, streamed through the .xlsx writer in a
 * worker thread and back into storage (tasks/sheet-export.ts), with progress after each batch. Nothing is written to
 * the database but the task's own final state.
 */
export const exportOrders: TaskHandler = async (ctx) => {
  const request = orderExportRequest.parse(ctx.task.reqParam);
  const where = whereOf(await scopeOfTask(ctx.db, ctx.task), request, true);
  // Counted again: the total of the progress box, and orders may have been added since the request.
  const total = await countUpTo(ctx.db, where, ORDER_EXPORT_LIMITS.maxOrders + 1);
  refuseOverLimit(total, ORDER_EXPORT_LIMITS.maxOrders);
  await ctx.reportProgress(0, total);
  const texts = ORDER_EXPORT_TEXTS[request.language];
  const { rows, file } = await exportSheetInWorker(ctx, {
    // The worker builds the columns from the request: the chosen ones, in its language and time zone.
    worker: EXPORT_WORKER, sheetName: texts.sheetName, columns: request, rows: exportRows(ctx.db, where, request), total,
    fileName: `${texts.fileNamePrefix}-${fileNameStamp(ctx.task.createdAt, request.timeZone)}.xlsx`, maxBytes: MAX_FILE_BYTES,
  });
  const result: OrderExportResult = { rows };
  return { result, resultFile: file };
};
