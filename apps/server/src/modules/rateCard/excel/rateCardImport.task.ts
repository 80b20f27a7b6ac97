import { z } from 'zod';
import { CommandError, fileProblem, IMPORT_ERRORS_LISTED_MAX, LANGUAGES, RESULT_CODES, saveRateCardInput, type ExcelRowProblem, type FieldReason, type RateCardImportResult, type RateCardView } from '@parcelflow/contract';
import type { TaskContext, TaskHandler, TaskOutcome } from '../../../tasks/handler.ts';
import { WorkerDiedError } from '../../../tasks/worker-pool.ts';
import { moved, ownedBytes, RemoteError, type Caller } from '../../../tasks/worker-rpc.ts';
import { readTaskInput } from '../../../tasks/task-input.ts';
import { storeReport } from '../../tableImport/index.ts';
import { getRateCardView } from '../rateCard.queries.ts';
import { saveRateCard, type RateCardSaver } from '../rateCard.save.ts';
import type { CheckedTables, RateCardImportWorkerApi, RateCardReadAnswer } from './rateCardImport.worker.ts';
import { taskSaver } from './task-caller.ts';

const IMPORT_WORKER = new URL('./rateCardImport.worker.ts', import.meta.url);
type Worker = Caller<RateCardImportWorkerApi>;

/** What the import keeps as its reqParam: the card, the report's language, and the rate card functions of its starter. */
export const rateCardImportParams = z.object({ cardId: z.number().int(), language: z.enum(LANGUAGES), functions: z.array(z.string()) });
export type RateCardImportParams = z.infer<typeof rateCardImportParams>;

/** The card whole with the file's tables in place of its own: its fields stay. */
function cardWith(card: RateCardView, tables: CheckedTables) {
  const { id, channelId, kind, name, currency, validFrom, validTo, public: shown, volumetricBasis, volumetricDivisor, weightStep, minCharge, maxPieceWeight, transitDaysMin, transitDaysMax, serviceTerms } = card;
  return saveRateCardInput.parse({
    id, channelId, kind, name, currency, validFrom, validTo, public: shown, volumetricBasis, volumetricDivisor, weightStep, minCharge, maxPieceWeight, transitDaysMin, transitDaysMax, serviceTerms, ...tables,
  });
}

/** The save's own checks (known countries and goods types…) run first and rolled back, so a refusal can name its cell. */
async function saveRefusal(ctx: TaskContext, saver: RateCardSaver, input: ReturnType<typeof cardWith>): Promise<CommandError | undefined> {
  const rolledBack = new Error('dry run');
  try {
    await ctx.db.transaction(async (tx) => {
      await saveRateCard(tx, saver, input);
      throw rolledBack;
    });
  } catch (error) {
    if (error === rolledBack) return undefined;
    if (error instanceof CommandError && typeof error.params.field === 'string') return error;
    throw error;
  }
  return undefined;
}

/**
 * The rateCardImport task: the workbook read and checked in a worker, the card's own save rules asked of the
 * database, then the card saved whole in the task's final transaction; any problem refuses the file whole (20188)
 * with an error report naming each cell.
 */
export const rateCardImportHandler: TaskHandler = async (ctx) => {
  const params = rateCardImportParams.parse(ctx.task.reqParam);
  const saver = await taskSaver(ctx.db, ctx.task, params.functions);
  const card = await getRateCardView(ctx.db, ctx.task.companyId, params.cardId, saver.caller.functions.has('rateCard.cost'));
  const upload = await readTaskInput(ctx);
  return ctx.useWorker<RateCardImportWorkerApi, TaskOutcome>(IMPORT_WORKER, async (worker) => {
    const read = await readWorkbook(ctx, worker, upload.bytes, params);
    if ('fileProblems' in read) return { status: 'failed', errorInfo: { code: read.fileProblems[0].code, importErrors: read.fileProblems } };
    await ctx.reportProgress(1, 3);
    let problems = 'rowProblems' in read ? read.rowProblems : [];
    const input = 'tables' in read ? cardWith(card, read.tables) : undefined;
    const refused = input && (await saveRefusal(ctx, saver, input));
    if (refused) {
      const { field, reason, ...rest } = refused.params;
      problems = [await worker('placeRefusal', { field: String(field), reason: reason as FieldReason, params: rest })];
    }
    await ctx.reportProgress(2, 3);
    if (problems.length || !input) return refuse(ctx, worker, upload.name, problems, params);
    const result: RateCardImportResult = { zones: input.zones.length, breaks: input.breaks.length, surcharges: input.surcharges.length };
    return { result, write: async (tx) => void (await saveRateCard(tx, saver, input)) };
  });
};

/** Nothing saved: the problems (at most a thousand kept in the task) and the user's workbook with them marked. */
async function refuse(ctx: TaskContext, worker: Worker, uploadName: string, problems: ExcelRowProblem[], params: RateCardImportParams): Promise<TaskOutcome> {
  const { report } = await worker('report', { problems, language: params.language });
  await ctx.reportProgress(3, 3);
  // Stored after the last progress report, which throws once the task is stopped: a stopped task leaves no file.
  const resultFile = await storeReport(ctx, uploadName, Buffer.from(report.buffer, report.byteOffset, report.byteLength));
  const listed = problems.slice(0, IMPORT_ERRORS_LISTED_MAX);
  return { status: 'failed', resultFile, errorInfo: { code: RESULT_CODES.importFileRefused, params: { problems: problems.length, listed: listed.length }, importErrors: listed } };
}

/** A workbook whose reading killed the worker (out of memory, a crash) is a file that cannot be read (20188). */
async function readWorkbook(ctx: TaskContext, worker: Worker, bytes: Buffer, params: RateCardImportParams): Promise<RateCardReadAnswer> {
  const moving = ownedBytes(bytes);
  try {
    return await worker('read', moved({ bytes: moving, language: params.language }, [moving.buffer]));
  } catch (error) {
    if (!(error instanceof WorkerDiedError || error instanceof RemoteError)) throw error;
    ctx.log.warn({ err: error }, 'the workbook of a rate card import could not be read');
    return { fileProblems: [fileProblem('corrupt')] };
  }
}
