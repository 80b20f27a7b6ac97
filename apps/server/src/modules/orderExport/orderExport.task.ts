import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { ORDER_EXPORT_LIMITS, ORDER_EXPORT_TEXTS, orderExportRequest, type OrderExportRequest, type OrderExportResult, type OrderListRow } from '@parcelflow/contract';
import type { TaskContext, TaskHandler } from '../../tasks/handler.ts';
import { whereOf } from '../order/index.ts';
import { fileNameStamp } from './date-format.ts';
import { exportRows } from './orderExport.rows.ts';
import { countUpTo, refuseOverLimit, scopeOfTask } from './orderExport.scope.ts';
import type { ExportMainApi, ExportWorkerApi } from './orderExport.worker.ts';
import { storeStream } from './store-stream.ts';

const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** 100,000 orders of every column come to about 10 MB; the cap only stops a runaway. */
const MAX_FILE_BYTES = 200 * 1024 * 1024;
const EXPORT_WORKER = new URL('./orderExport.worker.ts', import.meta.url);
/** Rows sent to the worker at a time: one database batch. */
const ROWS_PER_MESSAGE = 2000;

/**
 * The 'orderExport' task: the filtered orders, read here in keyset batches, streamed through the .xlsx writer in a
 * worker thread and back into storage, with progress after each batch. Nothing is written to the database but the
 * task's own final state.
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
    const rows = exportRows(ctx.db, where, request, { signal: AbortSignal.any([ctx.signal, stop]), onBatch });
    return writeInWorker(ctx, request, rows, output, stop);
  });
  const result: OrderExportResult = { rows };
  const name = `${texts.fileNamePrefix}-${fileNameStamp(ctx.task.createdAt, request.timeZone)}.xlsx`;
  return { result, resultFile: { name, contentType: XLSX_CONTENT_TYPE, ...stored } };
};

/**
 * The sheet written and zipped by the worker from the rows read here, each piece of the file it answers written to
 * `output` before it goes on; `output` is ended once the worker has answered how many rows it wrote.
 */
async function writeInWorker(ctx: TaskContext, request: OrderExportRequest, rows: AsyncIterator<OrderListRow>, output: Writable, stop: AbortSignal): Promise<number> {
  const main: ExportMainApi = {
    nextRows: () => nextBatch(rows),
    storeBytes: async (bytes) => {
      if (!output.write(bytes)) await once(output, 'drain', { signal: stop });
    },
  };
  const written = await ctx.useWorker<ExportWorkerApi, number>(EXPORT_WORKER, (worker) => worker('write', { request }), main);
  output.end();
  return written;
}

async function nextBatch(rows: AsyncIterator<OrderListRow>): Promise<OrderListRow[] | null> {
  const batch: OrderListRow[] = [];
  while (batch.length < ROWS_PER_MESSAGE) {
    const next = await rows.next();
    if (next.done) break;
    batch.push(next.value);
  }
  return batch.length ? batch : null;
}
