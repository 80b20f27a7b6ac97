import { Writable } from 'node:stream';
import { ORDER_EXPORT_TEXTS, type OrderExportRequest, type OrderListRow } from '@parcelflow/contract';
import { serveTaskWorker } from '../../tasks/serve-worker.ts';
import { moved, ownedBytes, type Caller } from '../../tasks/worker-rpc.ts';
import { writeXlsxExport } from '../excel/index.ts';
import { exportColumnsOf } from './orderExport.columns.ts';

/** What the export's worker asks of the main thread, where the database and storage are. */
export type ExportMainApi = {
  /** The next batch of rows, or null after the last. */
  nextRows: () => Promise<OrderListRow[] | null>;
  /** A piece of the file: answered once storage has taken it, so a slow disk holds the writer back. */
  storeBytes: (bytes: Uint8Array) => Promise<void>;
};

/**
 * The orderExport task's worker: formats and zips the sheet (writeXlsxExport) from rows the main thread reads
 * batch by batch, and hands each piece of the file back to be stored. Answers how many rows were written.
 */
function openExportSession(main: Caller<ExportMainApi>) {
  return {
    write: ({ request }: { request: OrderExportRequest }) => {
      const output = new Writable({
        write(chunk: Buffer, _encoding, done) {
          const bytes = ownedBytes(chunk);
          main('storeBytes', moved(bytes, [bytes.buffer])).then(() => done(), done);
        },
      });
      return writeXlsxExport(output, ORDER_EXPORT_TEXTS[request.language].sheetName, exportColumnsOf(request), rowsOf(main));
    },
  };
}

async function* rowsOf(main: Caller<ExportMainApi>): AsyncGenerator<OrderListRow> {
  for (let batch = await main('nextRows'); batch; batch = await main('nextRows')) yield* batch;
}

export type ExportWorkerApi = ReturnType<typeof openExportSession>;

serveTaskWorker(openExportSession);
