import { serveSheetWorker } from '../../tasks/sheet-worker.ts';
import { settlementColumnsOf } from './settlementExport.columns.ts';

/** The settlementExport task's worker: formats and zips the settlement details' sheet (tasks/sheet-worker.ts). */
serveSheetWorker(settlementColumnsOf);
