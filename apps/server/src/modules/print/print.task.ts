import { z } from 'zod';
import { PRINT_LIMITS, printOrdersInput } from '@parcelflow/contract';
import type { TaskHandler } from '../../tasks/handler.ts';
import { commitPrint, renderPrint, type PrintDeps } from './print-orders.ts';
import { selectedOrders } from './print-selection.ts';

/** What startPrintTask queues: the print as asked, with the caller's scope the task runs in. */
export const printTaskRequest = printOrdersInput.extend({
  companyKind: z.enum(['carrier', 'cargoOwner']),
  customerId: z.number().nullable(),
});
export type PrintTaskRequest = z.infer<typeof printTaskRequest>;

/**
 * The 'printOrders' task: up to 10,000 orders into one PDF, rendered in a worker thread with progress every 250
 * orders; the print log and the orders' move to ship are written with the task's end, in one transaction.
 */
export const printOrdersTask: TaskHandler = async (ctx) => {
  const request = printTaskRequest.parse(ctx.task.reqParam);
  const caller = { companyId: ctx.task.companyId, userId: ctx.task.userId, companyKind: request.companyKind, customerId: request.customerId };
  const deps: PrintDeps = { db: ctx.db, storage: ctx.storage, useWorker: ctx.useWorker, caller };
  const rows = await selectedOrders(ctx.db, caller, request.selection, PRINT_LIMITS.taskOrders);
  await ctx.reportProgress(0, rows.length);
  const rendered = await renderPrint(deps, rows, request, (done) => ctx.reportProgress(done, rows.length));
  await ctx.reportProgress(rows.length, rows.length);
  const result = { batchNo: rendered.batchNo, count: rows.length, reprints: rendered.reprinted.size };
  return {
    result,
    resultFile: rendered.file,
    write: async (tx) => ({ result: { ...result, ...(await commitPrint(tx, deps, rendered, request)) } }),
  };
};
