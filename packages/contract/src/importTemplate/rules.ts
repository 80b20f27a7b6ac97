import type { z } from 'zod';
import type { FieldReason } from '../errors.ts';
import { headerForms, isErrorColumnHeader } from '../excel/header-forms.ts';
import type { ImportFieldKey } from '../excel/import-fields.ts';
import { requiredFieldsOf, sheetFieldsOf, sheetsOf, type ImportTemplateKind, type TemplateSheet } from './kinds.ts';

type Column = { field: ImportFieldKey; header: string; required: boolean };
type TemplateDraft = { kind: ImportTemplateKind; columns: Column[]; invoiceColumns?: Column[] };

/**
 * The rules a company template keeps, so that every file filled in from it can be read: fields of its
 * kind, each once; headers the reader tells apart (docs/excel.md section 2); and the fields the contract
 * requires of its kind, present and required.
 */
export function checkTemplateColumns(template: TemplateDraft, ctx: z.RefinementCtx): void {
  const refuse = (path: (string | number)[], reason: FieldReason) => ctx.addIssue({ code: 'custom', path, params: { reason } });
  if (template.kind !== 'invoice' && template.invoiceColumns?.length) refuse(['invoiceColumns'], 'invalidValue');
  if (template.kind === 'invoice' && !template.invoiceColumns?.length) refuse(['invoiceColumns'], 'required');
  for (const sheet of sheetsOf(template.kind)) checkSheet(template.kind, sheet, template[sheet] ?? [], refuse);
}

function checkSheet(kind: ImportTemplateKind, sheet: TemplateSheet, columns: Column[], refuse: (path: (string | number)[], reason: FieldReason) => void): void {
  const allowed = new Set(sheetFieldsOf(kind, sheet));
  const required = new Set(requiredFieldsOf(kind, sheet));
  const fields = new Set<ImportFieldKey>();
  const forms = new Set<string>();
  columns.forEach((column, index) => {
    if (!allowed.has(column.field)) refuse([sheet, index, 'field'], 'invalidValue');
    else if (fields.has(column.field)) refuse([sheet, index, 'field'], 'duplicate');
    else if (required.has(column.field) && !column.required) refuse([sheet, index, 'required'], 'invalidValue');
    fields.add(column.field);
    const headers = headerForms(column.header);
    // A header of spaces or "*" alone reads as no header; the error column is skipped by the reader.
    if (!headers[0]) refuse([sheet, index, 'header'], 'required');
    else if (isErrorColumnHeader(column.header)) refuse([sheet, index, 'header'], 'invalidValue');
    else if (headers.some((form) => forms.has(form))) refuse([sheet, index, 'header'], 'duplicate');
    headers.forEach((form) => forms.add(form));
  });
  if (missingRequiredFields(kind, sheet, columns).length) refuse([sheet], 'required');
}

/** The required fields of the kind a sheet leaves out, for a form to name them. */
export function missingRequiredFields(kind: ImportTemplateKind, sheet: TemplateSheet, columns: readonly { field?: string }[]): ImportFieldKey[] {
  const present = new Set(columns.map((column) => column.field));
  return requiredFieldsOf(kind, sheet).filter((field) => !present.has(field));
}
