import { declareCommand, emptyOutput, pageOf } from '../command.ts';
import {
  companyImportTemplate, companyImportTemplateIdInput, companyImportTemplateSummary, copyBuiltInImportTemplateInput,
  listCompanyImportTemplatesInput, saveCompanyImportTemplateInput, savedImportTemplate,
} from './template.ts';

/** systemManagent/importTheConfiguration: the company's own import templates. */
export const listCompanyImportTemplates = declareCommand({
  service: 'main', command: 'listCompanyImportTemplates', permission: 'importTemplate.view', input: listCompanyImportTemplatesInput, output: pageOf(companyImportTemplateSummary),
  summary: "A page of the company's own import templates, the last changed first: name, base kind, number of columns, last change.",
});

export const getCompanyImportTemplate = declareCommand({
  service: 'main', command: 'getCompanyImportTemplate', permission: 'importTemplate.view', input: companyImportTemplateIdInput, output: companyImportTemplate,
  summary: "One of the company's import templates with its columns (system field, Excel header, required) and version.",
});

export const saveCompanyImportTemplate = declareCommand({
  service: 'main', command: 'saveCompanyImportTemplate', permission: 'importTemplate.edit', input: saveCompanyImportTemplateInput, output: savedImportTemplate,
  summary: 'Create an import template (no id) or change one at the version it was read at; names are unique in the company.',
});

export const copyBuiltInImportTemplate = declareCommand({
  service: 'main', command: 'copyBuiltInImportTemplate', permission: 'importTemplate.edit', input: copyBuiltInImportTemplateInput, output: savedImportTemplate,
  summary: "Save a built-in import template as the company's own under a new name, its headers in the caller's language.",
});

export const deleteCompanyImportTemplate = declareCommand({
  service: 'main', command: 'deleteCompanyImportTemplate', permission: 'importTemplate.edit', input: companyImportTemplateIdInput, output: emptyOutput,
  summary: "Delete one of the company's import templates; an import queued with it and not yet run then fails with templateId notFound.",
});

export const importTemplateDeclarations = [
  listCompanyImportTemplates, getCompanyImportTemplate, saveCompanyImportTemplate, copyBuiltInImportTemplate, deleteCompanyImportTemplate,
];
