import type { ExcelRowProblem, ImportTemplate, Language } from '@parcelflow/contract';
import { serveTaskWorker } from '../../tasks/serve-worker.ts';
import { moved, ownedBytes } from '../../tasks/worker-rpc.ts';
import { writeErrorReport } from '../excel/error-report.ts';
import { readImportWorkbook, type ImportWorkbookRead } from '../excel/read-import-workbook.ts';
import { validateImport } from '../excel/validate-import.ts';
import { lookupsOf, type ImportLookupData } from './lookups-of.ts';

type Read = Exclude<ImportWorkbookRead, { problems: unknown }>;

/**
 * The orderImport task's worker: the CPU-heavy steps on one uploaded workbook (read, rows checked, error report),
 * while the handler does the database's part on the main thread. The workbook read stays here between the steps.
 */
function openImportSession() {
  let read: Read | undefined;
  const current = (): Read => {
    if (!read) throw new Error('No workbook was read');
    return read;
  };
  return {
    read: async ({ bytes, template, language }: { bytes: Uint8Array; template: ImportTemplate; language: Language }) => {
      const answer = await readImportWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), template, language);
      if ('problems' in answer) return { problems: answer.problems };
      read = answer;
      return { workbook: answer.workbook };
    },
    validate: ({ template, lookups }: { template: ImportTemplate; lookups: ImportLookupData }) => validateImport(current().workbook, template, lookupsOf(lookups)),
    report: async ({ problems, language }: { problems: ExcelRowProblem[]; language: Language }) => {
      const report = ownedBytes(await writeErrorReport(current().source, problems, language));
      return moved({ report }, [report.buffer]);
    },
  };
}

export type ImportWorkerApi = ReturnType<typeof openImportSession>;

serveTaskWorker(openImportSession);
