import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { listRateCardsInput, rateCardIdInput, rateCardSummary, rateCardView, saveRateCardInput } from './rateCard.ts';
import { rateCardExcelDeclarations } from './excel.ts';
import { comparePricesInput, freightTrialInput, freightTrialOutput, publicPriceQueryInput, publicPriceQueryOutput } from './trial.ts';

export const listRateCards = declareCommand({
  service: 'main', command: 'listRateCards', permission: 'rateCard.view', input: listRateCardsInput, output: pageOf(rateCardSummary),
  summary: "One page of the company's rate cards, the latest first day first; cost cards only to those who may see costs.",
});

export const getRateCard = declareCommand({
  service: 'main', command: 'getRateCard', permission: 'rateCard.view', input: rateCardIdInput, output: rateCardView,
  summary: 'A whole rate card: its fields, zones, weight breaks and surcharges.',
});

export const saveRateCard = declareCommand({
  service: 'main', command: 'saveRateCard', permission: 'rateCard.edit', input: saveRateCardInput, output: z.object({ id: z.number() }),
  summary: 'Create a rate card (no id) or replace one whole; breaks without gap or overlap, known countries, one card per channel, kind and first day.',
});

export const deleteRateCard = declareCommand({
  service: 'main', command: 'deleteRateCard', permission: 'rateCard.edit', input: rateCardIdInput, output: emptyOutput,
  summary: 'Delete a rate card of the company (orders keep the prices they were given).',
});

export const freightTrial = declareCommand({
  service: 'main', command: 'freightTrial', permission: 'price.query', input: freightTrialInput, output: freightTrialOutput,
  summary: "Staff price a shipment on every channel (or those named) for a customer, or at cost: each channel's breakdown or why it is not offered.",
});

export const queryOwnPrices = declareCommand({
  service: 'main', command: 'queryOwnPrices', permission: 'price.queryOwn', input: comparePricesInput, output: freightTrialOutput,
  summary: "A customer's login or a cargo owner prices its own shipment: its carrier's (or every partner carrier's) channels at the prices it is given.",
});

export const publicPriceQuery = declareCommand({
  service: 'main', command: 'publicPriceQuery', permission: 'public', input: publicPriceQueryInput, output: publicPriceQueryOutput,
  summary: "A carrier's public selling prices for a destination and a weight (the public price pages, no login, rate limited).",
});

export const rateCardDeclarations = [listRateCards, getRateCard, saveRateCard, deleteRateCard, freightTrial, queryOwnPrices, publicPriceQuery, ...rateCardExcelDeclarations];
