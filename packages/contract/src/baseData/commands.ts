import { z } from 'zod';
import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { declareTableCommands } from '../tableImport/commands.ts';
import { baseDataFilter, baseDataIdInput, baseDataOptionsInput, baseDataOptionsOutput, baseDataTable, baseDataView, listBaseDataInput, saveBaseDataInput } from './baseData.ts';

export const listBaseData = declareCommand({
  service: 'main', command: 'listBaseData', permission: 'baseData.view', input: listBaseDataInput, output: pageOf(baseDataView),
  summary: "One page of the product's enumerations as the company sees them: the built-in values, then the company's own.",
});

export const saveBaseData = declareCommand({
  service: 'main', command: 'saveBaseData', permission: 'baseData.edit', input: saveBaseDataInput, output: z.object({ id: z.number() }),
  summary: 'Create a value of a goods type, unit or purpose (no id) or change one; its code is unique in its kind, built-in values included.',
});

export const deleteBaseData = declareCommand({
  service: 'main', command: 'deleteBaseData', permission: 'baseData.edit', input: baseDataIdInput, output: emptyOutput,
  summary: "Delete one of the company's own values; orders that name it keep its code.",
});

/** The order form's choices, for whoever may enter orders (not only who may see the screen). */
export const baseDataOptions = declareCommand({
  service: 'main', command: 'baseDataOptions', permission: 'order.view', input: baseDataOptionsInput, output: baseDataOptionsOutput,
  summary: "Every value an order may name, built-in and the carrying company's own, with their names in the three languages.",
});

export const baseDataExcel = declareTableCommands(baseDataTable, {
  service: 'main', template: 'downloadBaseDataTemplate', import: 'startBaseDataImport', export: 'startBaseDataExport',
  view: 'baseData.view', edit: 'baseData.edit',
}, baseDataFilter);

export const baseDataDeclarations = [
  listBaseData, saveBaseData, deleteBaseData, baseDataOptions,
  baseDataExcel.downloadTemplate, baseDataExcel.startImport, baseDataExcel.startExport,
];
