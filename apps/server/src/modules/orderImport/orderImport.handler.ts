import { IMPORT_ORDER_NOS_LISTED_MAX, orderImportParams, type OrderImportResult } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TaskHandler } from '../../tasks/handler.ts';
import { findChannel } from '../channel/index.ts';
import { checkImportFile, IMPORT_WORKER, type CheckedFile } from './import-check.ts';
import { readTaskInput } from '../../tasks/task-input.ts';
import { assertNotImportedBefore, fileHashOf } from './import-file.ts';
import { fileRefused, rowsRefused, storeErrorReport } from './import-outcome.ts';
import { importerOf, importTargetOf } from './import-target.ts';
import { findImportTemplate } from './import-templates.ts';
import { prepareOrderBatches, writeImportedOrders, type ImportParties } from './import-write.ts';
import type { ImportWorkerApi } from './orderImport.worker.ts';
import { orderNosOf } from './order-batch-insert.ts';
import { countOrders } from './sheet-values.ts';

/**
 * The orderImport task: reads the uploaded workbook, checks it as a whole, row by row with the rules of order
 * entry and against the target company's orders (in a worker thread, but for the database's part: import-check.ts),
 * then in its final transaction creates every order or none (or, when asked, the valid ones), and audits them when
 * asked. Progress counts each row twice: once checked, once ready to be written (or refused).
 */
export const importOrders: TaskHandler = async (ctx) => {
  const params = orderImportParams.parse(ctx.task.reqParam);
  const importer = { companyId: ctx.task.companyId, userId: ctx.task.userId };
  const template = await findImportTemplate(ctx.db, importer.companyId, params.templateId);
  const file = await readTaskInput(ctx);
  const fileHash = fileHashOf(file.bytes);
  await assertNotImportedBefore(ctx.db, importer.companyId, fileHash);
  // Chosen when the task was queued; a customer stopped or a partnership ended since then is refused now.
  const target = await importTargetOf(ctx.db, await importerOf(ctx.db, importer.companyId), params);
  if (params.channelId !== undefined) await findChannel(ctx.db, target.companyId, params.channelId, 'channelId');
  const parties: ImportParties = { importer, target };

  const upload = { bytes: file.bytes, template, target, params };
  const checked = await ctx.useWorker<ImportWorkerApi, CheckedFile>(IMPORT_WORKER, (worker) => checkImportFile(ctx, worker, upload));
  if ('fileProblems' in checked) return fileRefused(checked.fileProblems);
  const { workbook, orders, problems, report } = checked;
  const rows = workbook.orders.rows.length;
  const refuseAll = problems.length > 0 && (!params.validRowsOnly || orders.length === 0);
  const batches = refuseAll ? [] : await prepareOrderBatches(ctx.db, parties, orders, (ready) => ctx.reportProgress(rows + ready, 2 * rows));
  await ctx.reportProgress(2 * rows, 2 * rows);
  // Stored after the last progress report, which throws once the task is stopped: a stopped task's file would stay behind.
  const resultFile = await storeErrorReport(ctx, file.name, report);
  if (refuseAll) return rowsRefused(problems, resultFile);
  const total = countOrders(workbook.orders);
  // The created orders' numbers let the import page open the order list on them.
  const orderNos = orderNosOf(batches, IMPORT_ORDER_NOS_LISTED_MAX);
  const result: OrderImportResult = { created: orders.length, refused: total - orders.length, total, fileHash, orderNos };
  const customerNos = orders.flatMap((order) => order.input.customerNo ?? []);
  const autoAudit = params.autoAudit ? params.language : undefined;
  const write = async (tx: Db) => {
    const audit = await writeImportedOrders(tx, { ...parties, batches, recheck: { fileHash, customerNos }, autoAudit });
    return audit && { result: { ...result, ...audit } };
  };
  return { result, resultFile, write };
};
