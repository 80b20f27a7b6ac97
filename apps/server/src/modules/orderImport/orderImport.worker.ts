import type { ExcelFileProblem, ExcelRowProblem, ImportTemplate, Language } from '@parcelflow/contract';
import { serveTaskWorker } from '../../tasks/serve-worker.ts';
import { moved, ownedBytes } from '../../tasks/worker-rpc.ts';
import { writeErrorReport, readImportWorkbook, type ImportWorkbook, type ImportWorkbookRead, validateImport, type ImportValidation } from '../excel/index.ts';
import { lookupsOf, type ImportLookupData } from './lookups-of.ts';

type Read = Exclude<ImportWorkbookRead, { problems: unknown }>;
type SheetKey = 'orders' | 'invoiceLines';
/** The file problems, or the workbook with its sheets' rows left out (sheetRows pages them) and their counts. */
export type WorkbookAnswer = { problems: ExcelFileProblem[] } | { workbook: ImportWorkbook; rowCounts: Record<SheetKey, number> };
/**
 * Rows and orders cross to the main thread a page at a time: a message is decoded there in one go, and 10,000 rows
 * at once held the request loop for a quarter of a second.
 */
const IMPORT_PAGE = 1000;

/**
 * The orderImport task's worker: the CPU-heavy steps on one uploaded workbook (read, rows checked, error report),
 * while the handler does the database's part on the main thread. The workbook read and the valid orders stay here
 * between the steps; the main thread takes them page by page.
 */
function openImportSession() {
  let read: Read | undefined;
  let validation: ImportValidation | undefined;
  const current = (): Read => {
    if (!read) throw new Error('No workbook was read');
    return read;
  };
  return {
    read: async ({ bytes, template, language }: { bytes: Uint8Array; template: ImportTemplate; language: Language }): Promise<WorkbookAnswer> => {
      const answer = await readImportWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), template, language);
      if ('problems' in answer) return { problems: answer.problems };
      read = answer;
      const { orders, invoiceLines, date1904 } = answer.workbook;
      return {
        workbook: { orders: { ...orders, rows: [] }, invoiceLines: invoiceLines && { ...invoiceLines, rows: [] }, date1904 },
        rowCounts: { orders: orders.rows.length, invoiceLines: invoiceLines?.rows.length ?? 0 },
      };
    },
    sheetRows: ({ sheet, from }: { sheet: SheetKey; from: number }) => current().workbook[sheet]?.rows.slice(from, from + IMPORT_PAGE) ?? [],
    /** The problems, and how many valid orders validOrders pages. */
    validate: ({ template, lookups }: { template: ImportTemplate; lookups: ImportLookupData }) => {
      validation = validateImport(current().workbook, template, lookupsOf(lookups));
      return { problems: validation.problems, fileProblems: validation.fileProblems, orders: validation.orders.length };
    },
    validOrders: ({ from }: { from: number }) => validation?.orders.slice(from, from + IMPORT_PAGE) ?? [],
    report: async ({ problems, language }: { problems: ExcelRowProblem[]; language: Language }) => {
      const report = ownedBytes(await writeErrorReport(current().source, problems, language));
      return moved({ report }, [report.buffer]);
    },
  };
}

export type ImportWorkerApi = ReturnType<typeof openImportSession>;

serveTaskWorker(openImportSession);
