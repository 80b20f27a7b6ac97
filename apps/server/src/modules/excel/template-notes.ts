import { EXCEL_TEXTS, enumLabelOf, fieldExampleOf, fieldRuleOf, fillText, localText, type FieldRule, type ImportFieldKey, type ImportTemplate, type Language, type TemplateColumn } from '@parcelflow/contract';

/** The notes sheet of a template download: one row per column saying whether it is required, its format and its limits. */
export function noteRowsOf(template: ImportTemplate, language: Language): (string | number)[][] {
  const { sheets } = EXCEL_TEXTS[language];
  const sheetRows = (sheet: string, columns: readonly TemplateColumn[]) => columns.map((column) => noteRow(sheet, column, language));
  return [...sheetRows(sheets.orders, template.columns), ...sheetRows(sheets.invoiceLines, template.invoiceColumns ?? [])];
}

function noteRow(sheet: string, column: TemplateColumn, language: Language): (string | number)[] {
  const { notes } = EXCEL_TEXTS[language];
  const rule = fieldRuleOf(column.field);
  return [sheet, localText(column.header, language), column.required ? notes.yes : notes.no, notes.types[rule.type], limitsOf(column.field, rule, language), fieldExampleOf(column.field, language) ?? ''];
}

/** Limits read from the import schema (fieldRuleOf), so the notes say what the checks do. */
function limitsOf(field: ImportFieldKey, rule: FieldRule, language: Language): string {
  const { notes } = EXCEL_TEXTS[language];
  const parts: string[] = [];
  if (rule.values) parts.push(fillText(notes.values, { values: rule.values.map((value) => enumLabelOf(field, value, language)).join(notes.valueSeparator) }));
  if (rule.maxLength !== undefined) parts.push(fillText((rule.minLength ?? 0) > 1 ? notes.length.between : notes.length.atMost, { min: rule.minLength ?? 0, max: rule.maxLength }));
  if (rule.min !== undefined) {
    const range = rule.minExclusive ? notes.range.above : rule.max !== undefined ? notes.range.between : notes.range.atLeast;
    parts.push(fillText(range, { min: rule.min, max: rule.max ?? '' }));
  }
  if (rule.decimals !== undefined) parts.push(fillText(notes.decimals, { decimals: rule.decimals }));
  if (field === 'customerCode' || field === 'channelCode') parts.push(notes.lookup);
  if (field === 'customerNo') parts.push(notes.orderKey);
  return parts.join('; ');
}
