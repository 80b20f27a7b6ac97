import { declareCommand, fileOutput } from '../command.ts';
import { taskView } from '../task/task.ts';
import { downloadImportTemplateInput, listImportTemplatesInput, listImportTemplatesOutput, startOrderImportInput } from './request.ts';

/** Excel order import: the templates, their workbooks and the import task. */
export const listImportTemplates = declareCommand({
  service: 'main', command: 'listImportTemplates', permission: 'order.create', input: listImportTemplatesInput, output: listImportTemplatesOutput,
  summary: 'The import templates: one per order kind and the two-sheet invoice template, named in the caller\'s language, then the company\'s own.',
});

export const downloadImportTemplate = declareCommand({
  service: 'main', command: 'downloadImportTemplate', permission: 'order.create', input: downloadImportTemplateInput, output: fileOutput,
  summary: 'An import template as .xlsx in the caller\'s language: header row, example row and a notes sheet.',
});

export const startOrderImport = declareCommand({
  service: 'main', command: 'startOrderImport', permission: 'order.create', input: startOrderImportInput, output: taskView,
  summary: 'Import an uploaded workbook of orders as a background task (at most 5 waiting per user), a cargo owner\'s into a partner carrier, audited when asked; answers the task.',
});

export const orderImportDeclarations = [listImportTemplates, downloadImportTemplate, startOrderImport];
