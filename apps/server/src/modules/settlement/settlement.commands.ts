import { DEFAULT_LANGUAGE, matchLanguage, type SettlementExportParams } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/settlement/commands';
import { implement } from '../../envelope/command.ts';
import { enqueueTask } from '../../tasks/enqueue.ts';
import { readSettlementChart } from './settlement.chart.ts';
import { readSettlementPage } from './settlement.queries.ts';
import { assertCarrierStaff } from './settlement.scope.ts';

/** financeManagement/settlementDetails and the financial data's overview (docs/finance.md). */
export const settlementCommands = [
  implement(contract.listSettlementDetails, (ctx, input) => {
    assertCarrierStaff(ctx.caller);
    const { pageSize, currentPage, dimension, bucket, ...range } = input;
    return readSettlementPage(ctx.db, { companyId: ctx.caller.companyId, ...range }, { dimension, bucket, english: matchLanguage(ctx.language) === 'en-US' }, { limit: pageSize, offset: pageSize * (currentPage - 1) });
  }),
  implement(contract.settlementChart, (ctx, input) => {
    assertCarrierStaff(ctx.caller);
    return readSettlementChart(ctx.db, ctx.caller.companyId, input, matchLanguage(ctx.language) === 'en-US');
  }),
  implement(contract.exportSettlementDetails, (ctx, input) => {
    assertCarrierStaff(ctx.caller);
    const params: SettlementExportParams = { filter: input, language: matchLanguage(ctx.language) ?? DEFAULT_LANGUAGE };
    return enqueueTask(ctx.db, ctx.caller, 'settlementExport', params);
  }),
];
