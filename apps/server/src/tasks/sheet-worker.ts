import { Writable } from 'node:stream';
import { writeXlsxExport, type ExportColumn } from '../modules/excel/index.ts';
import { serveTaskWorker } from './serve-worker.ts';
import { moved, ownedBytes, type Caller } from './worker-rpc.ts';

/** What a sheet's worker asks of the main thread, where the database and storage are. */
export type SheetMainApi<Row> = {
  /** The next batch of rows, or null after the last. */
  nextRows: () => Promise<Row[] | null>;
  /** A piece of the file: answered once storage has taken it, so a slow disk holds the writer back. */
  storeBytes: (bytes: Uint8Array) => Promise<void>;
};

/** What the task asks of its worker: the sheet, with the plain description its columns are built from. */
export type SheetWorkerApi<Spec> = { write: (sheet: { sheetName: string; columns: Spec }) => Promise<number> };

/**
 * What a sheet export's worker entry calls, with how it builds its columns from the description the task sends
 * (a column's value is a function, which cannot cross threads). Formats and zips the sheet (writeXlsxExport) from
 * rows the main thread reads batch by batch, and hands each piece of the file back to be stored; answers how many
 * rows were written.
 */
export function serveSheetWorker<Spec, Row>(columnsOf: (spec: Spec) => readonly ExportColumn<Row>[]): void {
  serveTaskWorker<SheetMainApi<Row>>((main) => {
    const methods: SheetWorkerApi<Spec> = {
      write: ({ sheetName, columns }) => writeXlsxExport(storedBy(main), sheetName, columnsOf(columns), rowsOf(main)),
    };
    return methods;
  });
}

/** An output that hands each piece to the main thread and takes the next once it is stored. */
function storedBy<Row>(main: Caller<SheetMainApi<Row>>): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      const bytes = ownedBytes(chunk);
      main('storeBytes', moved(bytes, [bytes.buffer])).then(() => done(), done);
    },
  });
}

async function* rowsOf<Row>(main: Caller<SheetMainApi<Row>>): AsyncGenerator<Row> {
  for (let batch = await main('nextRows'); batch; batch = await main('nextRows')) yield* batch;
}
