import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import {
  convertAmountInput, convertAmountOutput, exchangeRateFilter, exchangeRateIdInput, exchangeRateTable, exchangeRateView, listExchangeRatesInput, saveExchangeRateInput,
} from './exchangeRate.ts';

export const listExchangeRates = declareCommand({
  service: 'main', command: 'listExchangeRates', permission: 'exchangeRate.view', input: listExchangeRatesInput, output: pageOf(exchangeRateView),
  summary: "One page of the company's exchange rates, the newest first day first.",
});

export const saveExchangeRate = declareCommand({
  service: 'main', command: 'saveExchangeRate', permission: 'exchangeRate.edit', input: saveExchangeRateInput, output: z.object({ id: z.number() }),
  summary: 'Create an exchange rate (no id) or change one; one rate per pair and first day.',
});

export const deleteExchangeRate = declareCommand({
  service: 'main', command: 'deleteExchangeRate', permission: 'exchangeRate.edit', input: exchangeRateIdInput, output: emptyOutput,
  summary: 'Delete an exchange rate of the company.',
});

export const convertAmount = declareCommand({
  service: 'main', command: 'convertAmount', permission: 'exchangeRate.view', input: convertAmountInput, output: convertAmountOutput,
  summary: 'An amount converted at the rate in force on a day (the pair\'s latest first day not after it, or the inverse of the reverse pair\'s), with the rate row used.',
});

export const exchangeRateExcel = declareTableCommands(exchangeRateTable, {
  service: 'main', template: 'downloadExchangeRateTemplate', import: 'startExchangeRateImport', export: 'startExchangeRateExport',
  view: 'exchangeRate.view', edit: 'exchangeRate.edit',
}, exchangeRateFilter);

export const exchangeRateDeclarations = [
  listExchangeRates, saveExchangeRate, deleteExchangeRate, convertAmount,
  exchangeRateExcel.downloadTemplate, exchangeRateExcel.startImport, exchangeRateExcel.startExport,
];
