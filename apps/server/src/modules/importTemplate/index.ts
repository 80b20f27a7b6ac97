export * from './importTemplate.table.ts';
export { companyImportTemplateOf } from './company-template.ts';
export { importTemplateCommands } from './importTemplate.commands.ts';
export { findCompanyTemplate, listAllCompanyTemplates } from './importTemplate.queries.ts';
export { insertTemplate, updateTemplate, type TemplateContent } from './importTemplate.write.ts';
