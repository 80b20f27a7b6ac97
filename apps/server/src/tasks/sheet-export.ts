import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { XLSX_CONTENT_TYPE } from '../modules/excel/index.ts';
import type { StoredFile } from '../modules/file/index.ts';
import type { TaskContext } from './handler.ts';
import type { SheetMainApi, SheetWorkerApi } from './sheet-worker.ts';
import { storeStream } from './store-stream.ts';

/** Rows sent to the worker at a time: one database batch of the exports. */
const ROWS_PER_MESSAGE = 2000;

/** What an export task supplies; the worker formats and zips, this thread reads and stores. */
export type SheetExport<Spec, Row> = {
  /** The worker entry: a module's `*.worker.ts` calling serveSheetWorker with how it builds its columns. */
  worker: URL;
  sheetName: string;
  /** Plain data the worker builds the columns from (the language, the columns chosen...). */
  columns: Spec;
  /** The rows, read here (the database stays on this thread); rows and their values must survive structured cloning. */
  rows: AsyncIterable<Row> | Iterable<Row>;
  /** The progress box's total, counted before: rows added since only raise it. */
  total: number;
  fileName: string;
  /** Storage refuses a longer file, keeping nothing: the cap stops a runaway. */
  maxBytes: number;
};

/**
 * Writes an .xlsx of one sheet in a worker thread and streams it into storage, never holding the file: the rows go
 * to the worker 2,000 at a time as it asks for them, progress is reported after each batch, and each piece of the
 * file it answers is written to storage before it goes on. The task's signal (cancel, terminate, shutdown) or a
 * refused store stops the reading at the next batch and ends the worker; storage then keeps nothing.
 */
export async function exportSheetInWorker<Spec, Row>(ctx: TaskContext, sheet: SheetExport<Spec, Row>): Promise<{ rows: number; file: StoredFile }> {
  const [rows, stored] = await storeStream(ctx.storage, sheet.maxBytes, (output, stop) => writeInWorker(ctx, sheet, output, stop));
  return { rows, file: { name: sheet.fileName, contentType: XLSX_CONTENT_TYPE, ...stored } };
}

/** `output` is ended once the worker has answered how many rows it wrote. */
async function writeInWorker<Spec, Row>(ctx: TaskContext, sheet: SheetExport<Spec, Row>, output: Writable, stop: AbortSignal): Promise<number> {
  const signal = AbortSignal.any([ctx.signal, stop]);
  const rows = Symbol.asyncIterator in sheet.rows ? sheet.rows[Symbol.asyncIterator]() : sheet.rows[Symbol.iterator]();
  let done = 0;
  const main: SheetMainApi<Row> = {
    nextRows: async () => {
      signal.throwIfAborted();
      const batch = await nextBatch(rows);
      if (batch) {
        done += batch.length;
        await ctx.reportProgress(done, Math.max(done, sheet.total));
      }
      return batch;
    },
    storeBytes: async (bytes) => {
      if (!output.write(bytes)) await once(output, 'drain', { signal: stop });
    },
  };
  const written = await ctx.useWorker<SheetWorkerApi<Spec>, number>(sheet.worker, (worker) => worker('write', { sheetName: sheet.sheetName, columns: sheet.columns }), main);
  output.end();
  return written;
}

async function nextBatch<Row>(rows: AsyncIterator<Row> | Iterator<Row>): Promise<Row[] | null> {
  const batch: Row[] = [];
  while (batch.length < ROWS_PER_MESSAGE) {
    const next = await rows.next();
    if (next.done) break;
    batch.push(next.value);
  }
  return batch.length ? batch : null;
}
