import { PRINT_LIMITS, printLinkExpiry, type PrintOrdersInput } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/printOrder/commands';
import { implement, type GuardedContext } from '../../envelope/command.ts';
import { enqueueTask } from '../../tasks/enqueue.ts';
import { auditedWrite } from '../auditLog/index.ts';
import { recordFile } from '../file/index.ts';
import type { OrderRow } from '../order/index.ts';
import { checkPrint, commitPrint, renderPrint, type PrintDeps } from './print-orders.ts';
import { printLogPage } from './print-log.ts';
import { printOptionOf } from './print-option.ts';
import { selectedOrders } from './print-selection.ts';
import type { PrintTaskRequest } from './print.task.ts';
import { scannedOrder } from './scan.ts';

function depsOf(ctx: GuardedContext): PrintDeps {
  return { db: ctx.db, storage: ctx.storage, useWorker: ctx.services.useWorker, caller: ctx.caller };
}

/** Renders, then in one transaction records the print, moves the orders labelled and keeps the PDF as the caller's file. */
async function printNow(ctx: GuardedContext, rows: OrderRow[], input: PrintOrdersInput) {
  const deps = depsOf(ctx);
  const rendered = await renderPrint(deps, rows, input);
  return auditedWrite(ctx, async ({ tx }) => {
    const { labelled } = await commitPrint(tx, deps, rendered, input);
    const fileId = await recordFile(tx, ctx.caller, { ...rendered.file, expiresAt: printLinkExpiry() });
    // The print log is the record of a print; the orders that moved have it in their history.
    return { answer: { fileId, name: rendered.file.name, batchNo: rendered.batchNo, count: rows.length, reprints: rendered.reprinted.size, labelled, rendered }, changes: [] };
  });
}

export const printCommands = [
  implement(contract.printOrders, async (ctx, input) => {
    const rows = await selectedOrders(ctx.db, ctx.caller, input.selection, PRINT_LIMITS.pdfOrders);
    const { rendered: _rendered, ...answer } = await printNow(ctx, rows, input);
    return answer;
  }),
  implement(contract.startPrintTask, async (ctx, input) => {
    // Refused now rather than as a failed task: too many orders, one not printable, mixed channels, 20161.
    const rows = await selectedOrders(ctx.db, ctx.caller, input.selection, PRINT_LIMITS.taskOrders);
    await checkPrint(ctx, rows, input);
    const request: PrintTaskRequest = { ...input, companyKind: ctx.caller.companyKind, customerId: ctx.caller.customerId };
    return enqueueTask(ctx.db, ctx.caller, 'printOrders', request);
  }),
  implement(contract.scanToPrint, async (ctx, input) => {
    const row = await scannedOrder(ctx.db, ctx.caller, input.number);
    const { rendered, ...answer } = await printNow(ctx, [row], { ...input, selection: { by: 'ids', ids: [row.id] }, type: 'label', scenario: 'scan' });
    const [{ with: template, channelName }] = rendered.printed;
    return {
      ...answer, orderId: row.id, orderNo: row.orderNo, waybillNo: row.waybillNo ?? row.orderNo, channelName, pieces: row.pieces,
      reprint: rendered.reprinted.has(row.id), printMethod: template.method,
    };
  }),
  implement(contract.listPrintJobs, (ctx, input) => printLogPage(ctx.db, ctx.caller.companyId, input)),
  implement(contract.getPrintOption, (ctx, input) => printOptionOf(ctx.db, ctx.caller.companyId, input)),
];
