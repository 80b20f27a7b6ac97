import { serveSheetWorker } from '../../tasks/sheet-worker.ts';
import { billColumnsOf } from './bill-export.columns.ts';

/** The billExport task's worker: formats and zips the bill lines' sheet in the language sent (tasks/sheet-worker.ts). */
serveSheetWorker(billColumnsOf);
