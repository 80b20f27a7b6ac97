import { orderImportParams, type ImportTemplate, type OrderImportParams, type OrderImportResult } from '@parcelflow/contract';
import type { TaskContext, TaskHandler } from '../../tasks/handler.ts';
import { readImportWorkbook, type ImportWorkbook } from '../excel/read-import-workbook.ts';
import { validateImport } from '../excel/validate-import.ts';
import { checkCompanyNumbers } from './company-numbers.ts';
import { assertChannelOwned, assertCustomerUsable } from './import-choices.ts';
import { assertNotImportedBefore, fileHashOf, readInputFile } from './import-file.ts';
import { loadImportLookups } from './import-lookups.ts';
import { errorReportOf, fileRefused, rowsRefused, storeErrorReport } from './import-outcome.ts';
import { withDatabaseProblems } from './import-problems.ts';
import { findImportTemplate } from './import-templates.ts';
import { prepareOrderBatches, writeImportedOrders } from './import-write.ts';
import { countOrders } from './sheet-values.ts';
import { findTakenNumbers } from './taken-numbers.ts';

/**
 * The orderImport task: reads the uploaded workbook, checks it as a whole, row by row with the rules of order
 * entry and against the company's orders, then in its final transaction creates every order or none (or, when
 * asked, the valid ones). Progress counts each row twice: once checked, once ready to be written (or refused).
 */
export const importOrders: TaskHandler = async (ctx) => {
  const params = orderImportParams.parse(ctx.task.reqParam);
  const owner = { companyId: ctx.task.companyId, userId: ctx.task.userId };
  const template = findImportTemplate(params.templateId);
  const file = await readInputFile(ctx);
  const fileHash = fileHashOf(file.bytes);
  await assertNotImportedBefore(ctx.db, owner.companyId, fileHash);
  // Chosen when the task was queued; a customer stopped since then is refused now.
  if (params.customerId !== undefined) await assertCustomerUsable(ctx.db, owner.companyId, params.customerId);
  if (params.channelId !== undefined) await assertChannelOwned(ctx.db, owner.companyId, params.channelId);

  const read = await readImportWorkbook(file.bytes, template, params.language);
  if ('problems' in read) return fileRefused(read.problems);
  const rows = read.workbook.orders.rows.length;
  await ctx.reportProgress(0, 2 * rows);
  const checked = await checkRows(ctx, read.workbook, template, params);
  if ('fileProblems' in checked) return fileRefused(checked.fileProblems);
  const { orders, problems } = checked;
  await ctx.reportProgress(rows, 2 * rows);

  const report = problems.length ? await errorReportOf(file.bytes, problems, params.language) : undefined;
  const refuseAll = problems.length > 0 && (!params.validRowsOnly || orders.length === 0);
  const batches = refuseAll ? [] : await prepareOrderBatches(ctx.db, owner, orders, (ready) => ctx.reportProgress(rows + ready, 2 * rows));
  await ctx.reportProgress(2 * rows, 2 * rows);
  // Stored after the last progress report, which throws once the task is stopped: a stopped task's file would stay behind.
  const resultFile = await storeErrorReport(ctx, file.name, report);
  if (refuseAll) return rowsRefused(problems, resultFile);
  const total = countOrders(read.workbook.orders);
  const result: OrderImportResult = { created: orders.length, refused: total - orders.length, total, fileHash };
  const customerNos = orders.flatMap((order) => order.input.customerNo ?? []);
  return { result, resultFile, write: (tx) => writeImportedOrders(tx, owner, batches, { fileHash, customerNos }) };
};

/** Every row checked in one pass: the rules of order entry, then the numbers and companies the database knows. */
async function checkRows(ctx: TaskContext, workbook: ImportWorkbook, template: ImportTemplate, params: OrderImportParams) {
  const validation = validateImport(workbook, template, await loadImportLookups(ctx.db, ctx.task.companyId, params));
  if (validation.fileProblems.length) return { fileProblems: validation.fileProblems };
  const found = [...(await findTakenNumbers(ctx.db, ctx.task.companyId, workbook.orders)), ...(await checkCompanyNumbers(ctx.db, ctx.task.companyId, workbook.orders))];
  return withDatabaseProblems(validation, found, workbook);
}
