import { normaliseText } from '@parcelflow/contract';
import { runTextOf } from './xlsx-package.ts';
import { decodeXmlText } from './xml-text.ts';

/** A cell that holds no usable value: a formula never calculated, or an error such as #N/A. */
export type CellFault = { fault: 'formulaWithoutResult' | 'errorValue'; text: string };
export type SheetValue = string | number | boolean | Date | CellFault;

export const isFault = (value: SheetValue): value is CellFault => typeof value === 'object' && 'fault' in value;

/** A <c> element as written: its type attribute (t), its style index (s) and its content. */
type RawCell = { type: string | undefined; style: number; content: string };
/** What a sheet's cells are read against: the workbook's shared strings, date styles and date system. */
export type CellContext = { sharedStrings: readonly string[]; dateStyles: ReadonlySet<number>; date1904: boolean };

const VALUE = /<(?:\w+:)?v\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?v>)/;
const FORMULA = /<(?:\w+:)?f\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?f>)/;
const INLINE = /<(?:\w+:)?is\b[^>]*>([\s\S]*?)<\/(?:\w+:)?is>/;
/** Days from Excel's day 0 to 1970-01-01 in the 1900 system; the 1904 system starts 1,462 days later. */
const UNIX_EPOCH_SERIAL = 25_569;
const DAYS_1900_TO_1904 = 1_462;

/**
 * The value a cell shows, as plain data. A formula is never evaluated: its result as the spreadsheet program
 * last saved it is taken, and a formula saved without one (as openpyxl writes them) is a fault. A number in a
 * date format is a Date (at UTC, as the day it shows); text is normalised; an empty or blank cell is undefined.
 */
export function sheetValueOf(cell: RawCell, context: CellContext): SheetValue | undefined {
  if (cell.type === 'inlineStr') return textValue(runTextOf(INLINE.exec(cell.content)?.[1] ?? ''));
  const saved = savedValueOf(cell.content);
  if (saved === undefined || saved === '') {
    const formula = FORMULA.exec(cell.content);
    return formula ? { fault: 'formulaWithoutResult', text: decodeXmlText(formula[1] ?? '') } : undefined;
  }
  switch (cell.type) {
    case 's':
      return textValue(context.sharedStrings[Number(saved)] ?? '');
    case 'str':
      return textValue(decodeXmlText(saved));
    case 'b':
      return saved.trim() === '1' || saved.trim() === 'true';
    case 'e':
      return { fault: 'errorValue', text: decodeXmlText(saved).trim() };
    case 'd':
      return dateOfIso(saved.trim());
    default:
      return numberValue(Number(saved), cell.style, context);
  }
}

/** Most cells are exactly <v>…</v>; only the others need the pattern. */
function savedValueOf(content: string): string | undefined {
  if (content.startsWith('<v>') && content.endsWith('</v>') && content.indexOf('<', 3) === content.length - 4) return content.slice(3, -4);
  return VALUE.exec(content)?.[1];
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
