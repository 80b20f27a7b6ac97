import { EXCEL_TEXTS, fileProblem, type ExcelFileProblem, type ImportTemplate, type Language } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { loadCheckedWorkbook } from './load-workbook.ts';
import { readSheet, type ImportSheet } from './read-sheet.ts';
import { dataWorksheetsOf } from './workbook-layout.ts';

/** An uploaded workbook read against a template: the orders sheet, and the invoice lines sheet when it has one. */
export type ImportWorkbook = { orders: ImportSheet; invoiceLines?: ImportSheet; date1904: boolean };
/**
 * `source` is the workbook as ExcelJS loaded it, unchanged by reading: the error report marks and writes it back
 * rather than loading the upload a second time.
 */
export type ImportWorkbookRead = { workbook: ImportWorkbook; source: ExcelJS.Workbook } | { problems: ExcelFileProblem[] };

/**
 * Checks the file as a whole (intake, sheets, header, empty rows) and reads its rows. Every file-level
 * problem of every sheet is returned together; rows are only read from a file that has none.
 */
export async function readImportWorkbook(file: Buffer, template: ImportTemplate, language: Language): Promise<ImportWorkbookRead> {
  const loaded = await loadCheckedWorkbook(file);
  if ('problem' in loaded) return { problems: [loaded.problem] };
  const worksheets = dataWorksheetsOf(loaded.workbook);
  const templates = template.invoiceColumns ? [template.columns, template.invoiceColumns] : [template.columns];
  if (worksheets.length < templates.length) {
    const { sheets } = EXCEL_TEXTS[language];
    return { problems: [templates.length > 1 ? fileProblem('needsTwoSheets', { sheets: `${sheets.orders}, ${sheets.invoiceLines}` }) : fileProblem('noRows')] };
  }
  const reads = templates.map((columns, index) => readSheet(worksheets[index], columns, language));
  const problems = reads.flatMap((read) => read.problems);
  const [orders, invoiceLines] = reads.map((read) => read.sheet);
  if (!problems.length && orders.rows.length === 0) problems.push(fileProblem('noRows', {}, orders.name));
  if (problems.length) return { problems };
  return { workbook: { orders, invoiceLines, date1904: Boolean(loaded.workbook.properties.date1904) }, source: loaded.workbook };
}
