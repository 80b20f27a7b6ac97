import { z } from 'zod';
import { declareCommand, emptyInput, emptyOutput, pageOf } from '../command.ts';
import { comboBoxInput, comboBoxOutput } from '../order/commands.ts';
import {
  customerPrintRuleFormOptions, customerPrintRuleIdInput, customerPrintRuleView, listCustomerPrintRulesInput, saveCustomerPrintRuleInput, setCustomerPrintRuleEnabledInput,
} from './customerPrintRule.ts';
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

/** The customer print rules (3.15), on the same screen: which label a customer's orders print with, and who may print it. */
export const listCustomerPrintRules = declareCommand({
  service: 'main', command: 'listCustomerPrintRules', permission: 'printTemplate.view', input: listCustomerPrintRulesInput, output: pageOf(customerPrintRuleView),
  summary: "One page of the company's customer print rules (filters customer, channel, enabled), each with its customer, channel, label template and EDI account; of the EDI key only whether one is set and its last 4 characters.",
});

export const getCustomerPrintRuleFormOptions = declareCommand({
  service: 'main', command: 'getCustomerPrintRuleFormOptions', permission: 'printTemplate.view', input: emptyInput, output: customerPrintRuleFormOptions,
  summary: "The choices of the customer print rule form and filters: the company's channels and label templates.",
});

export const printRuleCustomerComboBox = declareCommand({
  service: 'main', command: 'printRuleCustomerComboBox', permission: 'printTemplate.view', input: comboBoxInput, output: comboBoxOutput,
  summary: "The company's live customers whose code or name holds the keyword, for the customer print rule form and filters, 10 a page.",
});

export const saveCustomerPrintRule = declareCommand({
  service: 'main', command: 'saveCustomerPrintRule', permission: 'printTemplate.edit', input: saveCustomerPrintRuleInput, output: z.object({ id: z.number() }),
  summary: 'Create a customer print rule (no id) or change one: one per customer and channel (or every channel); the template one of the company\'s label templates or none; an empty EDI key on a change keeps the stored one.',
});

export const setCustomerPrintRuleEnabled = declareCommand({
  service: 'main', command: 'setCustomerPrintRuleEnabled', permission: 'printTemplate.edit', input: setCustomerPrintRuleEnabledInput, output: emptyOutput,
  summary: 'Enable or disable a customer print rule; a disabled rule neither chooses a template nor lets the customer print.',
});

export const deleteCustomerPrintRule = declareCommand({
  service: 'main', command: 'deleteCustomerPrintRule', permission: 'printTemplate.edit', input: customerPrintRuleIdInput, output: emptyOutput,
  summary: 'Delete a customer print rule.',
});

export const printTemplateDeclarations = [
  listPrintTemplates, getPrintTemplate, savePrintTemplate, copyPrintTemplate, deletePrintTemplate, setPrintTemplateDefault, unsetPrintTemplateDefault, previewPrintTemplate,
  printDefaultTargetComboBox, listCustomerPrintRules, getCustomerPrintRuleFormOptions, printRuleCustomerComboBox, saveCustomerPrintRule, setCustomerPrintRuleEnabled,
  deleteCustomerPrintRule,
];
