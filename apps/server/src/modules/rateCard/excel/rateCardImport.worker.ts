import { z } from 'zod';
import { checkRateCardTable, rateCardTableFields, type ExcelFileProblem, type ExcelRowProblem, type FieldReason, type Language, type ProblemParams } from '@parcelflow/contract';
import { serveTaskWorker } from '../../../tasks/serve-worker.ts';
import { moved, ownedBytes } from '../../../tasks/worker-rpc.ts';
import { firstPerCell, writeErrorReport, type ReportSource } from '../../excel/index.ts';
import { buildTables, type BuiltTables } from './build-tables.ts';
import { cellProblem, issueProblems } from './cell-of-path.ts';
import { readRateCardWorkbook, type RateCardSheets } from './read-workbook.ts';

const tablesSchema = z.object(rateCardTableFields).superRefine(checkRateCardTable);
export type CheckedTables = z.output<typeof tablesSchema>;

export type RateCardReadAnswer = { fileProblems: ExcelFileProblem[] } | { rowProblems: ExcelRowProblem[] } | { tables: CheckedTables };
/** A refusal of the card's save, by its field path (`zones.2.destinations.0.country`). */
export type SaveRefusal = { field: string; reason: FieldReason; params: ProblemParams };

/**
 * The rateCardImport task's worker: reads the uploaded workbook, builds the card's tables and checks them with the
 * contract's rules, off the request loop; places a refusal of the save (which the main thread asks the database
 * about) on its cell; writes the error report.
 */
function openRateCardImportSession() {
  let state: { sheets: RateCardSheets; built: BuiltTables; source: ReportSource } | undefined;
  const current = () => {
    if (!state) throw new Error('No workbook was read');
    return state;
  };
  return {
    read: async ({ bytes, language }: { bytes: Uint8Array; language: Language }): Promise<RateCardReadAnswer> => {
      const answer = await readRateCardWorkbook(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), language);
      if ('problems' in answer) return { fileProblems: answer.problems };
      const built = buildTables(answer.sheets);
      state = { sheets: answer.sheets, built, source: answer.source };
      const parsed = tablesSchema.safeParse(built.tables);
      const where = [answer.sheets, built.places, built.tables] as const;
      const problems = firstPerCell([...built.problems, ...issueProblems(parsed.error?.issues ?? [], [...where])]);
      return problems.length || !parsed.success ? { rowProblems: problems } : { tables: parsed.data };
    },
    placeRefusal: ({ field, reason, params }: SaveRefusal): ExcelRowProblem => {
      const { sheets, built } = current();
      return cellProblem(field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key)), reason, params, [sheets, built.places, built.tables]);
    },
    report: async ({ problems, language }: { problems: ExcelRowProblem[]; language: Language }) => {
      const report = ownedBytes(await writeErrorReport(current().source, problems, language));
      return moved({ report }, [report.buffer]);
    },
  };
}

export type RateCardImportWorkerApi = ReturnType<typeof openRateCardImportSession>;

serveTaskWorker(openRateCardImportSession);
