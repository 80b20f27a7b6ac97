import { EXCEL_TEXTS, LANGUAGES } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { normaliseText } from './normalise-text.ts';

/** A header compared as a clerk reads it: no spaces, no case, half-width, without a "*" required mark. */
export function normaliseHeader(text: string): string {
  return normaliseText(text).replace(/\s+/g, '').replace(/^\*+|\*+$/g, '').toLowerCase();
}

/** "收件人电话(Receiver phone)" may also be written as either half. */
export function headerForms(text: string): string[] {
  const whole = normaliseText(text);
  const halves = /^(.+?)\s*\((.+)\)$/.exec(whole);
  return [whole, ...(halves ? [halves[1], halves[2]] : [])].map(normaliseHeader);
}

const NOTES_SHEETS = new Set(LANGUAGES.map((language) => EXCEL_TEXTS[language].sheets.notes));
const ERROR_COLUMN_FORMS = new Set(LANGUAGES.flatMap((language) => headerForms(EXCEL_TEXTS[language].errorColumn)));

/** The error column an error report adds, in any language: ignored on import, reused by the next report. */
export function isErrorColumnHeader(text: string): boolean {
  return ERROR_COLUMN_FORMS.has(normaliseHeader(text));
}

/** The sheets that hold data, in order: a downloaded template's notes sheet is not one of them. */
export function dataWorksheetsOf(workbook: ExcelJS.Workbook): ExcelJS.Worksheet[] {
  return workbook.worksheets.filter((worksheet) => !NOTES_SHEETS.has(worksheet.name));
}

/** "C" for column 3, as the user sees it above the sheet. */
export function columnLetter(col: number): string {
  let letters = '';
  for (let rest = col; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}
