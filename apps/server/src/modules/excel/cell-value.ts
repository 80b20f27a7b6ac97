import type ExcelJS from 'exceljs';
import { normaliseText } from '@parcelflow/contract';

/** A cell that holds no usable value: a formula never calculated, or an error such as #N/A. */
export type CellFault = { fault: 'formulaWithoutResult' | 'errorValue'; text: string };
export type SheetValue = string | number | boolean | Date | CellFault;

export const isFault = (value: SheetValue): value is CellFault => typeof value === 'object' && 'fault' in value;

/**
 * The value a cell shows, as plain data. A formula is never evaluated: its result as the spreadsheet
 * program last saved it is taken, and a formula saved without one (as openpyxl writes them) is a fault.
 * Text is normalised; an empty or blank cell is undefined.
 */
export function sheetValueOf(value: ExcelJS.CellValue): SheetValue | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string') return normaliseText(value) || undefined;
  if (typeof value === 'number' || typeof value === 'boolean' || value instanceof Date) return value;
  if ('formula' in value || 'sharedFormula' in value) {
    if (value.result === undefined || value.result === null) return { fault: 'formulaWithoutResult', text: String(value.formula ?? '') };
    return sheetValueOf(value.result as ExcelJS.CellValue);
  }
  if ('error' in value) return { fault: 'errorValue', text: String(value.error) };
  if ('richText' in value) return sheetValueOf(value.richText.map((run) => run.text).join(''));
  if ('hyperlink' in value) return sheetValueOf(value.text as ExcelJS.CellValue);
  return undefined;
}
