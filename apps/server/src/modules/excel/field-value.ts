import type { FieldRule, ProblemParams, RowReason } from '@parcelflow/contract';
import { isFault, type SheetValue } from './cell-value.ts';
import { isoDateOf, isoDateOfSerial, isoDateOfText } from './excel-dates.ts';

export type FieldValue = { value: unknown } | { reason: RowReason; params: ProblemParams };

const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * A cell as the value its field takes. What cannot be converted is passed on unchanged, so the order
 * schema refuses it with the same reason the order form gives ("must be a number").
 */
export function fieldValueOf(cell: SheetValue, rule: FieldRule, date1904: boolean): FieldValue {
  if (isFault(cell)) return { reason: cell.fault, params: { value: cell.text } };
  switch (rule.type) {
    case 'integer':
    case 'decimal':
      return { value: numberOf(cell) };
    case 'enum':
      return { value: enumValueOf(textOf(cell), rule) };
    case 'date':
      return { value: dateOf(cell, date1904) };
    default:
      return { value: textOf(cell) };
  }
}

/** A cell as text: a phone or postcode typed as a number keeps its digits, a date reads yyyy-mm-dd. */
export function textOf(cell: Exclude<SheetValue, { fault: string }>): string {
  if (typeof cell === 'string') return cell;
  // Excel keeps 15 significant digits; this drops binary noise such as 0.30000000000000004.
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  if (typeof cell === 'boolean') return cell ? 'TRUE' : 'FALSE';
  return isoDateOf(cell);
}

function numberOf(cell: Exclude<SheetValue, { fault: string }>): number | string {
  if (typeof cell === 'number') return cell;
  const text = textOf(cell);
  return NUMBER_TEXT.test(text) ? Number(text) : text;
}

/** Codes match whatever their case ("wpx" is WPX), and a value given by its label in any language too ("普货" is general). */
function enumValueOf(text: string, rule: FieldRule): string {
  const lower = text.trim().toLowerCase();
  return rule.values?.find((value) => value.toLowerCase() === lower) ?? rule.aliases?.get(lower) ?? text;
}

function dateOf(cell: Exclude<SheetValue, { fault: string }>, date1904: boolean): string {
  if (typeof cell === 'number') return isoDateOfSerial(cell, date1904) ?? textOf(cell);
  if (typeof cell === 'string') return isoDateOfText(cell) ?? cell;
  return textOf(cell);
}
