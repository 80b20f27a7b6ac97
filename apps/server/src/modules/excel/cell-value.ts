import { normaliseText } from '@parcelflow/contract';
import { decodeExcelText } from './xml-text.ts';

/** A cell that holds no usable value: a formula never calculated, or an error such as #N/A. */
export type CellFault = { fault: 'formulaWithoutResult' | 'errorValue'; text: string };
export type SheetValue = string | number | boolean | Date | CellFault;

export const isFault = (value: SheetValue): value is CellFault => typeof value === 'object' && 'fault' in value;

/**
 * A <c> element as the tokenizer read it: its type attribute (t), its style index (s), and the text of its saved
 * value (<v>), formula (<f>) and inline string (the <t> runs of <is>, phonetic guides left out); each is undefined
 * when the cell has no such element.
 */
export type RawCell = { type: string | undefined; style: number; value?: string; formula?: string; inline?: string };
/** What a sheet's cells are read against: the workbook's shared strings, date styles and date system. */
export type CellContext = { sharedStrings: readonly string[]; dateStyles: ReadonlySet<number>; date1904: boolean };

/** Days from Excel's day 0 to 1970-01-01 in the 1900 system; the 1904 system starts 1,462 days later. */
const UNIX_EPOCH_SERIAL = 25_569;
const DAYS_1900_TO_1904 = 1_462;

/**
 * The value a cell shows, as plain data. A formula is never evaluated: its result as the spreadsheet program
 * last saved it is taken, and a formula saved without one (as openpyxl writes them) is a fault. A number in a
 * date format is a Date (at UTC, as the day it shows); text is normalised; an empty or blank cell is undefined.
 */
export function sheetValueOf(cell: RawCell, context: CellContext): SheetValue | undefined {
  if (cell.type === 'inlineStr') return textValue(decodeExcelText(cell.inline ?? ''));
  const saved = cell.value;
  if (saved === undefined || saved === '') {
    return cell.formula === undefined ? undefined : { fault: 'formulaWithoutResult', text: decodeExcelText(cell.formula) };
  }
  switch (cell.type) {
    case 's':
      return textValue(context.sharedStrings[Number(saved)] ?? '');
    case 'str':
      return textValue(decodeExcelText(saved));
    case 'b':
      return saved.trim() === '1' || saved.trim() === 'true';
    case 'e':
      return { fault: 'errorValue', text: decodeExcelText(saved).trim() };
    case 'd':
      return dateOfIso(saved.trim());
    default:
      return numberValue(Number(saved), cell.style, context);
  }
}

function textValue(text: string): string | undefined {
  return normaliseText(text) || undefined;
}

function numberValue(number: number, style: number, context: CellContext): number | Date | undefined {
  if (!Number.isFinite(number)) return undefined;
  if (!context.dateStyles.has(style)) return number;
  const days = number - UNIX_EPOCH_SERIAL + (context.date1904 ? DAYS_1900_TO_1904 : 0);
  return new Date(Math.round(days * 86_400_000));
}

function dateOfIso(text: string): Date | string | undefined {
  const date = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) || !text.includes('T') ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? textValue(text) : date;
}
