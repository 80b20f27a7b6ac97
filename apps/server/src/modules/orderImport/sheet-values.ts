import type { ImportFieldKey } from '@parcelflow/contract';
import { isFault, textOf } from '../excel/index.ts';
import type { ImportRow, ImportSheet } from '../excel/index.ts';

/** A cell as the text the order will hold (cells arrive trimmed and half-width); undefined when empty or an error. */
export function cellText(row: ImportRow, field: ImportFieldKey): string | undefined {
  const value = row.values.get(field);
  return value === undefined || isFault(value) ? undefined : textOf(value);
}

/** Which order of the file a row belongs to: its customer number, or the row alone when it has none. */
export function orderKeyOf(row: ImportRow): string {
  return cellText(row, 'customerNo') ?? `\u0000${row.row}`;
}

/** The orders of a sheet as the user counts them: each run of rows with one customer number, repeated ones included. */
export function countOrders(sheet: ImportSheet): number {
  return sheet.rows.filter((row, index) => index === 0 || orderKeyOf(row) !== orderKeyOf(sheet.rows[index - 1])).length;
}

/** The distinct texts of some fields over all rows, to be looked up in one query. */
export function textsOf(sheet: ImportSheet, fields: readonly ImportFieldKey[]): string[] {
  const texts = new Set<string>();
  for (const row of sheet.rows) for (const field of fields) {
    const text = cellText(row, field);
    if (text !== undefined) texts.add(text);
  }
  return [...texts];
}
