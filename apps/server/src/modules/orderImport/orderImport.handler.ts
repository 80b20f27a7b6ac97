import { orderImportParams, type ImportTemplate, type OrderImportParams, type OrderImportResult } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TaskContext, TaskHandler } from '../../tasks/handler.ts';
import { readImportWorkbook, type ImportWorkbook } from '../excel/read-import-workbook.ts';
import { validateImport } from '../excel/validate-import.ts';
import { findChannelProblems } from './channel-rules.ts';
import { checkCompanyNumbers } from './company-numbers.ts';
import { assertChannelOwned } from './import-choices.ts';
import { assertNotImportedBefore, fileHashOf, readInputFile } from './import-file.ts';
import { loadImportLookups } from './import-lookups.ts';
import { errorReportOf, fileRefused, rowsRefused, storeErrorReport } from './import-outcome.ts';
import { withDatabaseProblems } from './import-problems.ts';
import { importerOf, importTargetOf, type ImportTarget } from './import-target.ts';
import { findImportTemplate } from './import-templates.ts';
import { prepareOrderBatches, writeImportedOrders, type ImportParties } from './import-write.ts';
import { countOrders } from './sheet-values.ts';
import { findTakenNumbers } from './taken-numbers.ts';

/**
 * The orderImport task: reads the uploaded workbook, checks it as a whole, row by row with the rules of order
 * entry and against the target company's orders, then in its final transaction creates every order or none (or,
 * when asked, the valid ones), and audits them when asked. Progress counts each row twice: once checked, once
 * ready to be written (or refused).
 */
export const importOrders: TaskHandler = async (ctx) => {
  const params = orderImportParams.parse(ctx.task.reqParam);
  const importer = { companyId: ctx.task.companyId, userId: ctx.task.userId };
  const template = await findImportTemplate(ctx.db, importer.companyId, params.templateId);
  const file = await readInputFile(ctx);
  const fileHash = fileHashOf(file.bytes);
  await assertNotImportedBefore(ctx.db, importer.companyId, fileHash);
  // Chosen when the task was queued; a customer stopped or a partnership ended since then is refused now.
  const target = await importTargetOf(ctx.db, await importerOf(ctx.db, importer.companyId), params);
  if (params.channelId !== undefined) await assertChannelOwned(ctx.db, target.companyId, params.channelId);
  const parties: ImportParties = { importer, target };

  const read = await readImportWorkbook(file.bytes, template, params.language);
  if ('problems' in read) return fileRefused(read.problems);
  const rows = read.workbook.orders.rows.length;
  await ctx.reportProgress(0, 2 * rows);
  const checked = await checkRows(ctx, target, read.workbook, template, params);
  if ('fileProblems' in checked) return fileRefused(checked.fileProblems);
  const { orders, problems } = checked;
  await ctx.reportProgress(rows, 2 * rows);

  const report = problems.length ? await errorReportOf(read.source, problems, params.language) : undefined;
  const refuseAll = problems.length > 0 && (!params.validRowsOnly || orders.length === 0);
  const batches = refuseAll ? [] : await prepareOrderBatches(ctx.db, parties, orders, (ready) => ctx.reportProgress(rows + ready, 2 * rows));
  await ctx.reportProgress(2 * rows, 2 * rows);
  // Stored after the last progress report, which throws once the task is stopped: a stopped task's file would stay behind.
  const resultFile = await storeErrorReport(ctx, file.name, report);
  if (refuseAll) return rowsRefused(problems, resultFile);
  const total = countOrders(read.workbook.orders);
  const result: OrderImportResult = { created: orders.length, refused: total - orders.length, total, fileHash };
  const customerNos = orders.flatMap((order) => order.input.customerNo ?? []);
  const autoAudit = params.autoAudit ? params.language : undefined;
  const write = async (tx: Db) => {
    const audit = await writeImportedOrders(tx, { ...parties, batches, recheck: { fileHash, customerNos }, autoAudit });
    return audit && { result: { ...result, ...audit } };
  };
  return { result, resultFile, write };
};

/**
 * Every row checked in one pass: the rules of order entry, then the target's numbers, the companies the database
 * knows, and the valid orders' channels, transport agreements and customer order rules (createOrder's checks).
 */
async function checkRows(ctx: TaskContext, target: ImportTarget, workbook: ImportWorkbook, template: ImportTemplate, params: OrderImportParams) {
  const validation = validateImport(workbook, template, await loadImportLookups(ctx.db, target, params));
  if (validation.fileProblems.length) return { fileProblems: validation.fileProblems };
  const found = [
    ...(await findTakenNumbers(ctx.db, target.companyId, workbook.orders)),
    ...(await checkCompanyNumbers(ctx.db, target.companyId, workbook.orders)),
    ...(await findChannelProblems(ctx.db, target.companyId, workbook, validation.orders)),
  ];
  return withDatabaseProblems(validation, found, workbook);
}
