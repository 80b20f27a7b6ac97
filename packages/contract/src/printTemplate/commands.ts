import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import { comboBoxOutput } from '../order/commands.ts';
import {
  copyPrintTemplateInput, listPrintTemplatesInput, printDefaultTargetComboBoxInput, previewPrintTemplateInput, printPdfLink, printTemplateDefaultInput,
  printTemplateIdInput, printTemplateSummary, printTemplateView, savedPrintTemplate, savePrintTemplateInput,
} from './printTemplate.ts';

/** orderManagement/Print/printConfiguration: the company's print templates. */
export const listPrintTemplates = declareCommand({
  service: 'main', command: 'listPrintTemplates', permission: 'printTemplate.view', input: listPrintTemplatesInput, output: pageOf(printTemplateSummary),
  summary: "One page of the company's print templates by name, after the filters (name, type, scenario), with the channels and customers each is the default of.",
});

export const getPrintTemplate = declareCommand({
  service: 'main', command: 'getPrintTemplate', permission: 'printTemplate.view', input: printTemplateIdInput, output: printTemplateView,
  summary: "One of the company's print templates with its layout.",
});

export const savePrintTemplate = declareCommand({
  service: 'main', command: 'savePrintTemplate', permission: 'printTemplate.edit', input: savePrintTemplateInput, output: savedPrintTemplate,
  summary: "Create a print template (no id; its layout given or a built-in's) or change one; names are unique in the company, every image must be one of the company's PNG or JPEG files of at most 2 MB.",
});

export const copyPrintTemplate = declareCommand({
  service: 'main', command: 'copyPrintTemplate', permission: 'printTemplate.edit', input: copyPrintTemplateInput, output: savedPrintTemplate,
  summary: "Save a built-in layout or one of the company's templates as a new template under a new name.",
});

export const deletePrintTemplate = declareCommand({
  service: 'main', command: 'deletePrintTemplate', permission: 'printTemplate.edit', input: printTemplateIdInput, output: emptyOutput,
  summary: 'Delete a print template; the channels and customers it was the default of fall back to none.',
});

export const setPrintTemplateDefault = declareCommand({
  service: 'main', command: 'setPrintTemplateDefault', permission: 'printTemplate.edit', input: printTemplateDefaultInput, output: emptyOutput,
  summary: "Make the template the one a channel's or a customer's orders print with for its type, in place of any other.",
});

export const unsetPrintTemplateDefault = declareCommand({
  service: 'main', command: 'unsetPrintTemplateDefault', permission: 'printTemplate.edit', input: printTemplateDefaultInput, output: emptyOutput,
  summary: 'Stop the template being the default of that channel or customer.',
});

export const previewPrintTemplate = declareCommand({
  service: 'main', command: 'previewPrintTemplate', permission: 'printTemplate.view', input: previewPrintTemplateInput, output: printPdfLink,
  summary: 'Render a saved template, or an unsaved layout, with a sample order into a PDF; answers its link (the file, fetched with file/fileDownload).',
});

export const printDefaultTargetComboBox = declareCommand({
  service: 'main', command: 'printDefaultTargetComboBox', permission: 'printTemplate.edit', input: printDefaultTargetComboBoxInput, output: comboBoxOutput,
  summary: "The company's channels or live customers whose code or name holds the keyword, for setting a template's default.",
});

export const printTemplateDeclarations = [
  listPrintTemplates, getPrintTemplate, savePrintTemplate, copyPrintTemplate, deletePrintTemplate, setPrintTemplateDefault, unsetPrintTemplateDefault, previewPrintTemplate,
  printDefaultTargetComboBox,
];
