import { ORDER_EXPORT_LIMITS, ORDER_EXPORT_TEXTS, orderExportRequest, type OrderExportResult } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { writeXlsxExport } from '../excel/export-writer.ts';
import { whereOf } from '../order/order.list.ts';
import { fileNameStamp } from './date-format.ts';
import { exportColumnsOf } from './orderExport.columns.ts';
import { exportRows } from './orderExport.rows.ts';
import { countUpTo, refuseOverLimit, scopeOfTask } from './orderExport.scope.ts';
import { storeStream } from './store-stream.ts';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** 100,000 orders of every column come to about 10 MB; the cap only stops a runaway. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;

/**
 * The 'orderExport' task: the filtered orders, read in keyset batches, streamed through the .xlsx writer into
 * storage, with progress after each batch. Nothing is written to the database but the task's own final state.
 */
export const exportOrders: TaskHandler = async (ctx) => {
  const request = orderExportRequest.parse(ctx.task.reqParam);
  const where = whereOf(await scopeOfTask(ctx.db, ctx.task), request, true);
  // Counted again: the total of the progress box, and orders may have been added since the request.
  const total = await countUpTo(ctx.db, where, ORDER_EXPORT_LIMITS.maxOrders + 1);
  refuseOverLimit(total, ORDER_EXPORT_LIMITS.maxOrders);
  await ctx.reportProgress(0, total);
  const texts = ORDER_EXPORT_TEXTS[request.language];
  const [rows, stored] = await storeStream(ctx.storage, MAX_FILE_BYTES, (output, stop) => {
    const onBatch = (done: number) => ctx.reportProgress(done, Math.max(done, total));
    const batches = exportRows(ctx.db, where, request, { signal: AbortSignal.any([ctx.signal, stop]), onBatch });
    return writeXlsxExport(output, texts.sheetName, exportColumnsOf(request), batches);
  });
  const result: OrderExportResult = { rows };
  const name = `${texts.fileNamePrefix}-${fileNameStamp(ctx.task.createdAt, request.timeZone)}.xlsx`;
  return { result, resultFile: { name, contentType: XLSX_CONTENT_TYPE, ...stored } };
};
