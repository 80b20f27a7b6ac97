import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import {
  cityAbbreviationFilter, cityAbbreviationIdInput, cityAbbreviationTable, cityAbbreviationView, listCityAbbreviationsInput, saveCityAbbreviationInput,
} from './cityAbbreviation.ts';

export const listCityAbbreviations = declareCommand({
  service: 'main', command: 'listCityAbbreviations', permission: 'cityAbbreviation.view', input: listCityAbbreviationsInput, output: pageOf(cityAbbreviationView),
  summary: "One page of the company's city abbreviations (the city codes printed on labels).",
});

export const saveCityAbbreviation = declareCommand({
  service: 'main', command: 'saveCityAbbreviation', permission: 'cityAbbreviation.edit', input: saveCityAbbreviationInput, output: z.object({ id: z.number() }),
  summary: 'Create a city abbreviation (no id) or change one; unique per country and code within the company.',
});

export const deleteCityAbbreviation = declareCommand({
  service: 'main', command: 'deleteCityAbbreviation', permission: 'cityAbbreviation.edit', input: cityAbbreviationIdInput, output: emptyOutput,
  summary: 'Delete a city abbreviation of the company.',
});

export const cityAbbreviationExcel = declareTableCommands(cityAbbreviationTable, {
  service: 'main', template: 'downloadCityAbbreviationTemplate', import: 'startCityAbbreviationImport', export: 'startCityAbbreviationExport',
  view: 'cityAbbreviation.view', edit: 'cityAbbreviation.edit',
}, cityAbbreviationFilter);

export const cityAbbreviationDeclarations = [
  listCityAbbreviations, saveCityAbbreviation, deleteCityAbbreviation,
  cityAbbreviationExcel.downloadTemplate, cityAbbreviationExcel.startImport, cityAbbreviationExcel.startExport,
];
