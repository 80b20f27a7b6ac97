import { BUILT_IN_TEMPLATES, fieldError, localText, type ImportTemplate, type ImportTemplateSummary, type Language } from '@parcelflow/contract';

/** The template an import names: the built-in ones until companies define their own (importTheConfiguration). */
export function findImportTemplate(templateId: string): ImportTemplate {
  const template = BUILT_IN_TEMPLATES.find((candidate) => candidate.id === templateId);
  if (!template) throw fieldError('templateId', 'notFound');
  return template;
}

export function templateSummaryOf(template: ImportTemplate, language: Language): ImportTemplateSummary {
  return { id: template.id, kind: template.kind, name: localText(template.name, language), hasInvoiceSheet: Boolean(template.invoiceColumns) };
}

/** Without a customer code column, every row takes the customer chosen in the dialog. */
export function templateHasCustomerColumn(template: ImportTemplate): boolean {
  return template.columns.some((column) => column.field === 'customerCode');
}
