import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { listPriceLevelsInput, priceLevelIdInput, priceLevelOptions, priceLevelView, savePriceLevelInput } from './priceLevel.ts';

export const listPriceLevels = declareCommand({
  service: 'main', command: 'listPriceLevels', permission: 'priceLevel.view', input: listPriceLevelsInput, output: pageOf(priceLevelView),
  summary: "One page of the company's price levels by name, with their groups, channel rules and how many customers are quoted each.",
});

export const getPriceLevelOptions = declareCommand({
  service: 'main', command: 'getPriceLevelOptions', permission: 'customer.view', input: emptyInput, output: priceLevelOptions,
  summary: "The company's price levels by name (the customer form's freight quotation), channels and customer groups.",
});

export const savePriceLevel = declareCommand({
  service: 'main', command: 'savePriceLevel', permission: 'priceLevel.edit', input: savePriceLevelInput, output: z.object({ id: z.number() }),
  summary: 'Create a price level (no id) or change one; renaming it renames the quotation of the customers quoted it.',
});

export const deletePriceLevel = declareCommand({
  service: 'main', command: 'deletePriceLevel', permission: 'priceLevel.edit', input: priceLevelIdInput, output: emptyOutput,
  summary: 'Delete a price level no customer is quoted and no card belongs to (400 inUse otherwise).',
});

export const priceLevelDeclarations = [listPriceLevels, getPriceLevelOptions, savePriceLevel, deletePriceLevel];
