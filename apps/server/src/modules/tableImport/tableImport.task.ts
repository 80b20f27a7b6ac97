import { eq } from 'drizzle-orm';
import { fileProblem, IMPORT_ERRORS_LISTED_MAX, RESULT_CODES, tableImportParams, type ExcelRowProblem, type Language, type TableImportResult } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TaskContext, TaskHandler } from '../../tasks/handler.ts';
import { WorkerDiedError } from '../../tasks/worker-pool.ts';
import { moved, ownedBytes, RemoteError, type Caller } from '../../tasks/worker-rpc.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { users } from '../account/index.ts';
import { recordChange } from '../auditLog/index.ts';
import { readTaskInput } from '../../tasks/task-input.ts';
import { storeReport } from './import-file.ts';
import type { TableOwner, TableWriter } from './table-writer.ts';
import type { ReadAnswer, TableImportWorkerApi } from './tableImport.worker.ts';

const IMPORT_WORKER = new URL('./tableImport.worker.ts', import.meta.url);
type Worker = Caller<TableImportWorkerApi>;

/**
 * The tableImport task of every reference table: the workbook read and every row checked in a worker, the keys the
 * company holds already looked up here, then either nothing written and every problem reported in one error report
 * ("all or nothing", the default), or the valid rows written ("valid rows only"). The rows are written by the
 * table's module in the task's final transaction, with one audit record for the whole import.
 */
export function tableImportHandler(tables: readonly TableWriter[]): TaskHandler {
  const byName = new Map(tables.map((table) => [table.declaration.name, table]));
  return async (ctx) => {
    const params = tableImportParams.parse(ctx.task.reqParam);
    const table = byName.get(params.table);
    if (!table) throw new Error(`No writer for reference table ${params.table}`);
    const owner: TableOwner = { companyId: ctx.task.companyId, userId: ctx.task.userId };
    const upload = await readTaskInput(ctx);
    return ctx.useWorker<TableImportWorkerApi, Awaited<ReturnType<TaskHandler>>>(IMPORT_WORKER, async (worker) => {
      const read = await readWorkbook(ctx, worker, upload.bytes, params.table, params.language);
      if ('problems' in read) return { status: 'failed', errorInfo: { code: read.problems[0].code, importErrors: read.problems } };
      await ctx.reportProgress(0, 2 * read.rows);
      const keys = await takePages((from) => worker('keys', { from }));
      const taken = await takenKeys(ctx.db, table, owner.companyId, keys);
      const counts = await worker('markTaken', { taken: [...taken] });
      await ctx.reportProgress(read.rows, 2 * read.rows);
      const result: TableImportResult = { written: 0, refused: read.rows - counts.valid, total: read.rows };
      const refuseAll = counts.problems > 0 && (params.mode === 'allOrNothing' || counts.valid === 0);
      const rows = refuseAll ? [] : await takePages((from) => worker('validRows', { from }));
      const problems = counts.problems ? await takePages((from) => worker('problems', { from }), IMPORT_ERRORS_LISTED_MAX) : [];
      const report = counts.problems ? (await worker('report', { language: params.language })).report : undefined;
      await ctx.reportProgress(2 * read.rows, 2 * read.rows);
      // Stored after the last progress report, which throws once the task is stopped: a stopped task leaves no file.
      const resultFile = report && (await storeReport(ctx, upload.name, Buffer.from(report.buffer, report.byteOffset, report.byteLength)));
      if (refuseAll) return { status: 'failed', resultFile, errorInfo: refusal(problems, counts.problems) };
      const written = { ...result, written: rows.length };
      return {
        result: written, resultFile,
        write: async (tx) => {
          await table.write(tx, owner, rows);
          await recordChange(tx, { caller: await actorOf(tx, owner), ip: '' }, {
            entity: table.declaration.name, entityId: ctx.task.id, entityLabel: upload.name, action: 'import', after: { file: upload.name, ...written },
          });
        },
      };
    });
  };
}

/** A workbook whose reading killed the worker (out of memory, a crash) is a file that cannot be read (20188). */
async function readWorkbook(ctx: TaskContext, worker: Worker, bytes: Buffer, table: string, language: Language): Promise<ReadAnswer> {
  const moving = ownedBytes(bytes);
  try {
    return await worker('read', moved({ bytes: moving, table, language }, [moving.buffer]));
  } catch (error) {
    if (!(error instanceof WorkerDiedError || error instanceof RemoteError)) throw error;
    ctx.log.warn({ err: error }, 'the workbook of a table import could not be read');
    return { problems: [fileProblem('corrupt')] };
  }
}

/** The keys the company holds, asked in slices so one statement stays small; requests are served between them. */
async function takenKeys(db: Db, table: TableWriter, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let from = 0; from < keys.length; from += 10_000) {
    await yieldToRequests();
    for (const key of await table.existingKeys(db, companyId, keys.slice(from, from + 10_000))) taken.add(key);
  }
  return taken;
}

/** Rows refused and nothing written (20188): at most a thousand problems kept in the task, the report lists them all. */
function refusal(listed: ExcelRowProblem[], count: number) {
  return { code: RESULT_CODES.importFileRefused, params: { problems: count, listed: listed.length }, importErrors: listed };
}

/** Pages from the worker until one comes back short, or `max` items are taken. */
async function takePages<T>(page: (from: number) => Promise<T[]>, max = Number.POSITIVE_INFINITY): Promise<T[]> {
  const items: T[] = [];
  for (;;) {
    const next = await page(items.length);
    items.push(...next);
    if (!next.length || items.length >= max) return items.slice(0, max);
  }
}

async function actorOf(db: Pick<Db, 'select'>, owner: TableOwner) {
  const [user] = await db.select({ userNo: users.userNo }).from(users).where(eq(users.id, owner.userId));
  return { ...owner, userNo: user?.userNo ?? '' };
}
