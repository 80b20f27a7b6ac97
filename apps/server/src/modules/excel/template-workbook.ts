import { EXCEL_TEXTS, FIELD_EXAMPLES, fieldRuleOf, localText, type ImportTemplate, type Language, type TemplateColumn } from '@parcelflow/contract';
import ExcelJS from 'exceljs';
import { noteRowsOf } from './template-notes.ts';
import { columnLetter } from './workbook-layout.ts';

const REQUIRED_RED = 'FFC00000';
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } };
/** Drop-down lists cover this many rows; beyond them a value is still checked on import. */
const LIST_ROWS = 5000;

/**
 * The .xlsx a user downloads to fill in: per data sheet a header row (required headers in red) and an
 * example row, then a notes sheet explaining every column, all in the user's language.
 */
export async function writeTemplateWorkbook(template: ImportTemplate, language: Language): Promise<Buffer> {
  const texts = EXCEL_TEXTS[language];
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Parcelflow';
  addDataSheet(workbook, texts.sheets.orders, template.columns, language);
  if (template.invoiceColumns) addDataSheet(workbook, texts.sheets.invoiceLines, template.invoiceColumns, language);
  const notes = workbook.addWorksheet(texts.sheets.notes, { views: [{ state: 'frozen', ySplit: 1 }] });
  const { headings } = texts.notes;
  notes.addRow([headings.sheet, headings.column, headings.required, headings.format, headings.limits, headings.example]).font = { bold: true };
  notes.addRows(noteRowsOf(template, language));
  notes.addRow([]);
  notes.addRow([texts.notes.exampleRow]);
  [14, 32, 8, 18, 60, 24].forEach((width, index) => (notes.getColumn(index + 1).width = width));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function addDataSheet(workbook: ExcelJS.Workbook, name: string, columns: readonly TemplateColumn[], language: Language): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  columns.forEach((column, index) => {
    const rule = fieldRuleOf(column.field);
    const header = localText(column.header, language);
    const letter = columnLetter(index + 1);
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = Math.min(40, Math.max(12, displayWidth(header) + 2));
    // Text columns are formatted as text so Excel keeps phone numbers, postcodes and leading zeros as typed.
    if (rule.type === 'text') sheetColumn.numFmt = '@';
    const cell = sheet.getCell(1, index + 1);
    cell.value = header;
    cell.font = { bold: true, color: column.required ? { argb: REQUIRED_RED } : undefined };
    cell.fill = HEADER_FILL;
    sheet.getCell(2, index + 1).value = FIELD_EXAMPLES[column.field] ?? null;
    if (rule.values) validationsOf(sheet).add(`${letter}2:${letter}${LIST_ROWS}`, { type: 'list', allowBlank: true, formulae: [`"${rule.values.join(',')}"`] });
  });
  sheet.getCell(2, 1).note = EXCEL_TEXTS[language].notes.exampleRow;
}

/** ExcelJS has range validations (one entry for a whole column) but its typings only know the per-cell ones. */
function validationsOf(sheet: ExcelJS.Worksheet): { add: (range: string, validation: ExcelJS.DataValidation) => void } {
  return (sheet as unknown as { dataValidations: { add: (range: string, validation: ExcelJS.DataValidation) => void } }).dataValidations;
}

/** Chinese characters take two columns of width. */
function displayWidth(text: string): number {
  return [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
}
