import { serveSheetWorker } from '../../tasks/sheet-worker.ts';
import { keyedColumns } from './tableExport.columns.ts';

/** The tableExport task's worker: formats and zips a reference table's sheet (tasks/sheet-worker.ts). */
serveSheetWorker(keyedColumns);
