import { serveSheetWorker } from '../../tasks/sheet-worker.ts';
import { exportColumnsOf } from './orderExport.columns.ts';

/** The orderExport task's worker: formats and zips the sheet of the request's columns (tasks/sheet-worker.ts). */
serveSheetWorker(exportColumnsOf);
