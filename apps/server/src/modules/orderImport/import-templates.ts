import {
  BUILT_IN_TEMPLATES, companyTemplateNumber, fieldError, localText, type ImportTemplate, type ImportTemplateSummary, type Language,
} from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { companyImportTemplateOf, findCompanyTemplate, listAllCompanyTemplates } from '../importTemplate/index.ts';

/** The template an import names: a built-in one, or one of the company's own ("company-<id>"; another company's is not found). */
export async function findImportTemplate(db: Db, companyId: number, templateId: string): Promise<ImportTemplate> {
  const builtIn = BUILT_IN_TEMPLATES.find((candidate) => candidate.id === templateId);
  if (builtIn) return builtIn;
  const id = companyTemplateNumber(templateId);
  if (id === undefined) throw fieldError('templateId', 'notFound');
  return companyImportTemplateOf(await findCompanyTemplate(db, companyId, id, 'templateId'));
}

/** The import dialog's choice: the built-in templates, then the company's own by name. */
export async function listImportTemplates(db: Db, companyId: number, language: Language): Promise<ImportTemplateSummary[]> {
  const own = (await listAllCompanyTemplates(db, companyId)).map(companyImportTemplateOf);
  return [...BUILT_IN_TEMPLATES, ...own].map((template) => templateSummaryOf(template, language));
}

export function templateSummaryOf(template: ImportTemplate, language: Language): ImportTemplateSummary {
  return { id: template.id, kind: template.kind, name: localText(template.name, language), hasInvoiceSheet: Boolean(template.invoiceColumns) };
}

/** Without a customer code column, every row takes the customer chosen in the dialog. */
export function templateHasCustomerColumn(template: ImportTemplate): boolean {
  return template.columns.some((column) => column.field === 'customerCode');
}
