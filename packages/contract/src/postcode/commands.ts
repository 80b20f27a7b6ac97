import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import {
  listPostcodesInput, lookupPostcodeInput, lookupPostcodeOutput, postcodeFilter, postcodeIdInput, postcodeListRow, postcodeTable, savePostcodeInput,
} from './postcode.ts';

/** Dataquery/zipcodeInformation: the company's postcodes with their cities, checked against orders' receivers. */
export const listPostcodes = declareCommand({
  service: 'main', command: 'listPostcodes', permission: 'postcode.view', input: listPostcodesInput, output: pageOf(postcodeListRow),
  summary: "One page of the company's postcodes by country and postcode, after the filters (country, postcode prefix, part of a city).",
});

export const savePostcode = declareCommand({
  service: 'main', command: 'savePostcode', permission: 'postcode.edit', input: savePostcodeInput, output: z.object({ id: z.number() }),
  summary: "Add a postcode (no id) or change one; the postcode must have its country's format and be unique per country.",
});

export const deletePostcode = declareCommand({
  service: 'main', command: 'deletePostcode', permission: 'postcode.edit', input: postcodeIdInput, output: emptyOutput,
  summary: 'Delete one postcode of the company.',
});

export const lookupPostcode = declareCommand({
  service: 'main', command: 'lookupPostcode', permission: 'session', input: lookupPostcodeInput, output: lookupPostcodeOutput,
  summary: "The cities and states the company's postcode data gives for a postcode of a country (the order form's receiver).",
});

export const postcodeExcel = declareTableCommands(postcodeTable, {
  service: 'main', template: 'downloadPostcodeTemplate', import: 'startPostcodeImport', export: 'startPostcodeExport', view: 'postcode.view', edit: 'postcode.edit',
}, postcodeFilter);

export const postcodeDeclarations = [
  listPostcodes, savePostcode, deletePostcode, lookupPostcode, postcodeExcel.downloadTemplate, postcodeExcel.startImport, postcodeExcel.startExport,
];
