import {
  defaultColumnOf, requiredColumnsOf, requiredFieldsOf, sheetFieldsOf, sheetsOf, type ImportFieldKey, type ImportTemplateKind, type Language,
  type TemplateColumnInput, type TemplateSheet,
} from '@parcelflow/contract';

/** A column as the form holds it while the user edits: any part may still be empty. */
export type DraftColumn = Partial<TemplateColumnInput>;
export type TemplateDraft = { name?: string; kind: ImportTemplateKind; columns: DraftColumn[]; invoiceColumns?: DraftColumn[] };

export const isRequiredField = (kind: ImportTemplateKind, sheet: TemplateSheet, field: string | undefined): boolean =>
  Boolean(field) && requiredFieldsOf(kind, sheet).includes(field as ImportFieldKey);

/** A new template: the required columns of the kind, headed as the built-in templates head them. */
export function newDraft(kind: ImportTemplateKind, language: Language): TemplateDraft {
  const invoiceColumns = kind === 'invoice' ? { invoiceColumns: requiredColumnsOf(kind, 'invoiceColumns', language) } : {};
  return { name: '', kind, columns: requiredColumnsOf(kind, 'columns', language), ...invoiceColumns };
}

/**
 * The draft moved to another kind: columns the kind has no field for go, the kind's required fields are
 * required (and added when missing), and the invoice lines sheet comes and goes with the invoice kind.
 */
export function withKind(draft: TemplateDraft, kind: ImportTemplateKind, language: Language): TemplateDraft {
  const sheets = sheetsOf(kind);
  const adapt = (sheet: TemplateSheet): DraftColumn[] => {
    const allowed = sheetFieldsOf(kind, sheet);
    const kept = (draft[sheet] ?? []).filter((column) => !column.field || allowed.includes(column.field));
    const present = new Set(kept.map((column) => column.field));
    const added = requiredFieldsOf(kind, sheet).filter((field) => !present.has(field)).map((field) => defaultColumnOf(field, true, language));
    return [...kept.map((column) => (isRequiredField(kind, sheet, column.field) ? { ...column, required: true } : column)), ...added];
  };
  return { ...draft, kind, columns: adapt('columns'), ...(sheets.includes('invoiceColumns') ? { invoiceColumns: adapt('invoiceColumns') } : { invoiceColumns: undefined }) };
}

/** The column "add" appends: the first field of the sheet not mapped yet, headed by default. */
export function nextColumn(kind: ImportTemplateKind, sheet: TemplateSheet, columns: DraftColumn[], language: Language): DraftColumn | undefined {
  const used = new Set(columns.map((column) => column.field));
  const field = sheetFieldsOf(kind, sheet).find((candidate) => !used.has(candidate));
  return field && defaultColumnOf(field, isRequiredField(kind, sheet, field), language);
}

/**
 * A column given another field: the default header follows the field unless the user typed their own,
 * and a field the contract requires is required.
 */
export function withField(kind: ImportTemplateKind, sheet: TemplateSheet, column: DraftColumn, field: ImportFieldKey, language: Language): DraftColumn {
  const typedOwn = column.header && (!column.field || column.header !== defaultColumnOf(column.field, false, language).header);
  const header = typedOwn ? column.header : defaultColumnOf(field, false, language).header;
  return { field, header, required: isRequiredField(kind, sheet, field) || Boolean(column.required) };
}
