import { declareCommand } from '../command.ts';
import { taskView } from '../task/task.ts';
import { settlementChartInput, settlementChartOutput } from './chart.ts';
import { listSettlementDetailsInput, listSettlementDetailsOutput, settlementFilter } from './settlement.ts';

/** financeManagement/settlementDetails and the financial data's overview (docs/finance.md, "Settlement details and financial data"). */
export const listSettlementDetails = declareCommand({
  service: 'main', command: 'listSettlementDetails', permission: 'settlement.view', input: listSettlementDetailsInput, output: listSettlementDetailsOutput,
  summary: "Receivables and receipts over a range of days per customer, site, channel or period, one row per group and currency, with the sums of every row per currency. The carrier's staff only.",
});

export const settlementChart = declareCommand({
  service: 'main', command: 'settlementChart', permission: 'settlement.view', input: settlementChartInput, output: settlementChartOutput,
  summary: 'Receivable and received per day, week or month of a range in one currency, and the 10 customers, sites or channels with the largest receivable. The carrier\'s staff only.',
});

export const exportSettlementDetails = declareCommand({
  service: 'main', command: 'exportSettlementDetails', permission: 'settlement.view', input: settlementFilter, output: taskView,
  summary: 'Export the settlement details with their sums per currency to an Excel workbook, as a background task (one export at a time per user, 20182).',
});

export const settlementDeclarations = [listSettlementDetails, settlementChart, exportSettlementDetails];
