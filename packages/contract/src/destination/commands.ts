import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { comboBoxOutput } from '../order/commands.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import {
  countryView, destCountryComboInput, destinationFilter, destinationIdInput, destinationTable, destinationView, findByCompanyIdsInput, findByCompanyIdsOutput,
  listCountriesInput, listDestinationsInput, saveDestinationInput,
} from './destination.ts';

/** Dataquery/destination: the platform's countries (read-only) and the company's destination codes. */
export const listCountries = declareCommand({
  service: 'main', command: 'listCountries', permission: 'destination.view', input: listCountriesInput, output: pageOf(countryView),
  summary: 'One page of the ISO 3166-1 countries and territories with their two- and three-letter codes and names in the three languages.',
});

export const listDestinations = declareCommand({
  service: 'main', command: 'listDestinations', permission: 'destination.view', input: listDestinationsInput, output: pageOf(destinationView),
  summary: "One page of the company's destination codes (countries, warehouses, areas) with their zones.",
});

export const saveDestination = declareCommand({
  service: 'main', command: 'saveDestination', permission: 'destination.edit', input: saveDestinationInput, output: z.object({ id: z.number() }),
  summary: 'Create a destination code (no id) or change one; the code is unique within the company and its country must be known.',
});

export const deleteDestination = declareCommand({
  service: 'main', command: 'deleteDestination', permission: 'destination.edit', input: destinationIdInput, output: emptyOutput,
  summary: 'Delete a destination code of the company.',
});

export const getDestCountryComboBox = declareCommand({
  service: 'main', command: 'getDestCountryComboBox', permission: 'session', input: destCountryComboInput, output: comboBoxOutput,
  summary: "By type: 'country' the countries whose code or name (any language) holds the keyword, 'destination' the destination codes of the carrier companyNo names (default the caller's); labels in the caller's language.",
});

export const findByCompanyIds = declareCommand({
  service: 'main', command: 'findByCompanyIds', permission: 'session', input: findByCompanyIdsInput, output: findByCompanyIdsOutput,
  summary: "The enabled destination codes of the companies the caller may see (its own; a cargo owner's partner carriers too), of one kind (type) or all.",
});

export const destinationExcel = declareTableCommands(destinationTable, {
  service: 'main', template: 'downloadDestinationTemplate', import: 'startDestinationImport', export: 'startDestinationExport',
  view: 'destination.view', edit: 'destination.edit',
}, destinationFilter);

export const destinationDeclarations = [
  listCountries, listDestinations, saveDestination, deleteDestination, getDestCountryComboBox, findByCompanyIds,
  destinationExcel.downloadTemplate, destinationExcel.startImport, destinationExcel.startExport,
];
