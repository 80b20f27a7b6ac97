import {
  fileProblem, headerForms, isErrorColumnHeader, localText, normaliseHeader, type ExcelFileProblem, type ImportFieldKey, type Language, type LocalText,
} from '@parcelflow/contract';

export type HeaderCell = { col: number; text: string };
export type SheetColumn = { col: number; header: string };
export type HeaderMatch<K extends string = ImportFieldKey> = { columns: Map<K, SheetColumn>; problems: ExcelFileProblem[] };
/** A column a sheet may have: an order template's column, or a reference table's (docs/reference-data.md). */
export type HeaderColumn<K extends string = ImportFieldKey> = { field: K; header: LocalText; required: boolean };

/**
 * Maps a header row to template columns. A column is found by its header in any language or either half
 * of a bilingual header, so a file downloaded in English imports for a Chinese user. Unknown headers are
 * refused rather than skipped: a misspelt optional column would otherwise lose its data without a word.
 */
export function matchHeader<K extends string = ImportFieldKey>(cells: readonly HeaderCell[], template: readonly HeaderColumn<K>[], sheet: string, language: Language): HeaderMatch<K> {
  const byForm = new Map(template.flatMap((column) => formsOf(column).map((form) => [form, column] as const)));
  const columns = new Map<K, SheetColumn>();
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const unknown: string[] = [];
  for (const cell of cells) {
    const key = normaliseHeader(cell.text);
    if (!key || isErrorColumnHeader(cell.text)) continue;
    const column = byForm.get(key);
    if (seen.has(key) || (column && columns.has(column.field))) duplicates.push(cell.text);
    else if (!column) unknown.push(cell.text);
    else columns.set(column.field, { col: cell.col, header: cell.text });
    seen.add(key);
  }
  if (columns.size === 0) return { columns, problems: [fileProblem('templateMismatch', {}, sheet)] };
  const missing = template.filter((column) => column.required && !columns.has(column.field)).map((column) => localText(column.header, language));
  const problems = [
    ...(missing.length ? [fileProblem('headerIncomplete', { headers: missing.join(', ') }, sheet)] : []),
    ...(duplicates.length ? [fileProblem('duplicateHeader', { headers: duplicates.join(', ') }, sheet)] : []),
    ...(unknown.length ? [fileProblem('unknownHeader', { headers: unknown.join(', ') }, sheet)] : []),
  ];
  return { columns, problems };
}

function formsOf(column: HeaderColumn<string>): string[] {
  const texts = typeof column.header === 'string' ? [column.header] : Object.values(column.header);
  return [...new Set(texts.flatMap(headerForms))];
}
