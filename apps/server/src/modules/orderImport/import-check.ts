import { fileProblem, type ExcelFileProblem, type ImportTemplate, type OrderImportParams } from '@parcelflow/contract';
import type { TaskContext } from '../../tasks/handler.ts';
import { yieldToRequests } from '../../tasks/yield-to-requests.ts';
import { WorkerDiedError } from '../../tasks/worker-pool.ts';
import { moved, ownedBytes, RemoteError, type Caller } from '../../tasks/worker-rpc.ts';
import type { ImportWorkbook, ImportedOrder } from '../excel/index.ts';
import { findBlacklistProblems } from './blacklist-problems.ts';
import { fillEnglishNames } from './english-name-problems.ts';
import { findPostcodeProblems } from './postcode-problems.ts';
import { findChannelProblems } from './channel-rules.ts';
import { checkCompanyNumbers } from './company-numbers.ts';
import { loadImportLookups } from './import-lookups.ts';
import { withDatabaseProblems } from './import-problems.ts';
import type { ImportTarget } from './import-target.ts';
import type { ImportWorkerApi, WorkbookAnswer } from './orderImport.worker.ts';
import { findTakenNumbers } from './taken-numbers.ts';

export const IMPORT_WORKER = new URL('./orderImport.worker.ts', import.meta.url);

type Worker = Caller<ImportWorkerApi>;
type WorkbookRead = Extract<WorkbookAnswer, { workbook: unknown }>;
type Upload = { bytes: Uint8Array; template: ImportTemplate; target: ImportTarget; params: OrderImportParams };
export type CheckedFile =
  | { fileProblems: ExcelFileProblem[] }
  | { workbook: ImportWorkbook; orders: ImportedOrder[]; problems: ReturnType<typeof withDatabaseProblems>['problems']; report?: Buffer };

/**
 * The file read and checked: the workbook read, every row checked and the error report written in the worker, the
 * lookups and the checks against the target company's orders made here, where the database is. Progress counts each
 * row twice (checked, then ready to be written), as the handler goes on.
 */
export async function checkImportFile(ctx: TaskContext, worker: Worker, upload: Upload): Promise<CheckedFile> {
  const { template, target, params } = upload;
  const read = await readWorkbook(ctx, worker, upload);
  if ('problems' in read) return { fileProblems: read.problems };
  const workbook = await takeWorkbook(worker, read);
  const rows = workbook.orders.rows.length;
  await ctx.reportProgress(0, 2 * rows);
  const checked = await worker('validate', { template, lookups: await loadImportLookups(ctx.db, target, params) });
  if (checked.fileProblems.length) return { fileProblems: checked.fileProblems };
  const validation = { ...checked, orders: await takePages(checked.orders, (from) => worker('validOrders', { from })) };
  // The target's numbers, the companies the database knows, and the valid orders' channels, agreements and rules,
  // other requests served between them.
  const found = [];
  for (const check of [
    () => findTakenNumbers(ctx.db, target.companyId, workbook.orders),
    () => checkCompanyNumbers(ctx.db, target.companyId, workbook.orders),
    () => findChannelProblems(ctx.db, target.companyId, workbook, validation.orders),
    // Before the blacklist: it reads the English names the rules fill.
    () => fillEnglishNames(ctx.db, target.companyId, workbook, validation.orders),
    () => findBlacklistProblems(ctx.db, target.companyId, workbook, validation.orders),
    () => findPostcodeProblems(ctx.db, target.companyId, workbook, validation.orders),
  ]) {
    await yieldToRequests();
    found.push(...(await check()));
  }
  const { orders, problems } = withDatabaseProblems(validation, found, workbook);
  await ctx.reportProgress(rows, 2 * rows);
  const report = problems.length ? (await worker('report', { problems, language: params.language })).report : undefined;
  return { workbook, orders, problems, report: report && Buffer.from(report.buffer, report.byteOffset, report.byteLength) };
}

/** The workbook read, its rows taken a page at a time (each message is decoded on the request loop in one go). */
async function takeWorkbook(worker: Worker, { workbook, rowCounts }: WorkbookRead): Promise<ImportWorkbook> {
  const { orders, invoiceLines } = workbook;
  return {
    ...workbook,
    orders: { ...orders, rows: await takePages(rowCounts.orders, (from) => worker('sheetRows', { sheet: 'orders', from })) },
    invoiceLines: invoiceLines && { ...invoiceLines, rows: await takePages(rowCounts.invoiceLines, (from) => worker('sheetRows', { sheet: 'invoiceLines', from })) },
  };
}

/** `count` items, asked for page after page from where the last one ended; requests are served between pages. */
async function takePages<T>(count: number, page: (from: number) => Promise<T[]>): Promise<T[]> {
  const items: T[] = [];
  while (items.length < count) {
    const next = await page(items.length);
    if (!next.length) throw new Error(`The worker gave ${items.length} of ${count} items`);
    items.push(...next);
  }
  return items;
}

/** A workbook whose reading killed the worker (out of memory, a crash) or threw is a file that cannot be read (20188). */
async function readWorkbook(ctx: TaskContext, worker: Worker, { bytes, template, params }: Upload): Promise<WorkbookAnswer> {
  const moving = ownedBytes(bytes);
  try {
    return await worker('read', moved({ bytes: moving, template, language: params.language }, [moving.buffer]));
  } catch (error) {
    if (!(error instanceof WorkerDiedError || error instanceof RemoteError)) throw error;
    ctx.log.warn({ err: error }, 'the workbook of an import could not be read');
    return { problems: [fileProblem('corrupt')] };
  }
}
