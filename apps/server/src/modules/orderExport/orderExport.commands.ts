import { CommandError, DEFAULT_LANGUAGE, ORDER_EXPORT_LIMITS, matchLanguage, type OrderExportRequest } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/orderExport/commands';
import { implement } from '../../envelope/command.ts';
import { enqueueTask } from '../../tasks/enqueue.ts';
import { assertOrderQueryWithinLimits } from '../limitQuery/index.ts';
import { whereOf } from '../order/index.ts';
import { countUpTo, refuseOverLimit } from './orderExport.scope.ts';

/**
 * main/startOrderExport. The limit is a parameter so a test can lower it rather than insert 100,000 orders.
 * The filters are checked here (dates, pasted numbers) and the orders counted, so a refusal comes at once
 * instead of as a failed task.
 */
export function startOrderExportCommand(maxOrders: number = ORDER_EXPORT_LIMITS.maxOrders) {
  return implement(contract.startOrderExport, async (ctx, input) => {
    await assertOrderQueryWithinLimits(ctx.db, ctx.caller.companyId, input);
    const orderCount = await countUpTo(ctx.db, whereOf(ctx.caller, input, true), maxOrders + 1);
    refuseOverLimit(orderCount, maxOrders);
    if (orderCount === 0) throw new CommandError(400, { field: 'orders', reason: 'notFound' }, 'No order matches the filters');
    const request: OrderExportRequest = { ...input, language: input.language ?? matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE };
    return enqueueTask(ctx.db, ctx.caller, 'orderExport', request);
  });
}

export const orderExportCommands = [startOrderExportCommand()];
