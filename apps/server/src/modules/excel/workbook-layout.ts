import { EXCEL_TEXTS, LANGUAGES } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';

/** Header forms live in the contract, where company template rules compare headers as the reader does. */
export { isErrorColumnHeader } from '@parcelflow/contract';

const NOTES_SHEETS = new Set(LANGUAGES.map((language) => EXCEL_TEXTS[language].sheets.notes));

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
