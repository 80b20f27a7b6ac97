import { builtInHeader } from '../excel/field-labels.ts';
import type { ImportFieldKey } from '../excel/import-fields.ts';
import { builtInTemplate, localText, type TemplateColumn } from '../excel/templates.ts';
import type { Language } from '../languages.ts';
import type { TemplateColumnInput } from './template.ts';
import { requiredFieldsOf, type ImportTemplateKind, type TemplateSheet } from './kinds.ts';

/** A column headed as the built-in templates head it, in one language: a company template has one header per column. */
export function defaultColumnOf(field: ImportFieldKey, required: boolean, language: Language): TemplateColumnInput {
  return { field, header: localText(builtInHeader(field), language), required };
}

const inLanguage = (columns: readonly TemplateColumn[], language: Language): TemplateColumnInput[] =>
  columns.map((column) => ({ field: column.field, header: localText(column.header, language), required: column.required }));

/** The built-in template's sheets with their headers in one language: what "copy from a built-in template" starts from. */
export function builtInColumnsOf(kind: ImportTemplateKind, language: Language): { columns: TemplateColumnInput[]; invoiceColumns?: TemplateColumnInput[] } {
  const template = builtInTemplate(kind);
  const columns = inLanguage(template.columns, language);
  return template.invoiceColumns ? { columns, invoiceColumns: inLanguage(template.invoiceColumns, language) } : { columns };
}

/** The required columns of a kind's sheet alone: what a new template starts from. */
export function requiredColumnsOf(kind: ImportTemplateKind, sheet: TemplateSheet, language: Language): TemplateColumnInput[] {
  return requiredFieldsOf(kind, sheet).map((field) => defaultColumnOf(field, true, language));
}
