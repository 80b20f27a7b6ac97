import { EXCEL_LIMITS, EXCEL_TEXTS, fileProblem, type ExcelFileProblem, type ExcelLimits, type ImportTemplate, type Language } from '@parcelflow/contract';
import type { ReportSource } from './error-report.ts';
import { readBudget } from './read-budget.ts';
import { readSheet, type ImportSheet } from './read-sheet.ts';
import { readSheetGrid, type SheetGrid } from './sheet-grid.ts';
import { openXlsxUpload } from './xlsx-intake.ts';
import { dataSheetsOf, readXlsxPackage, xmlOf } from './xlsx-package.ts';

/** An uploaded workbook read against a template: the orders sheet, and the invoice lines sheet when it has one. */
export type ImportWorkbook = { orders: ImportSheet; invoiceLines?: ImportSheet; date1904: boolean };
/** `source` is the upload's parts, unchanged by reading, and the sheets read: what the error report writes back. */
export type ImportWorkbookRead = { workbook: ImportWorkbook; source: ReportSource } | { problems: ExcelFileProblem[] };

/**
 * Checks the file as a whole (intake, then every part read, with the limits counted as it is read; then sheets,
 * header, empty rows) and reads its rows. Every file-level problem of every sheet is returned together; rows are
 * only read from a file that has none.
 */
export async function readImportWorkbook(file: Buffer, template: ImportTemplate, language: Language, limits: ExcelLimits = EXCEL_LIMITS): Promise<ImportWorkbookRead> {
  const opened = await openXlsxUpload(file, limits);
  if ('problem' in opened) return { problems: [opened.problem] };
  const budget = readBudget(limits);
  const pkg = readXlsxPackage(opened.parts, budget);
  if ('reason' in pkg) return { problems: [pkg] };
  const sheets = dataSheetsOf(pkg);
  const templates = template.invoiceColumns ? [template.columns, template.invoiceColumns] : [template.columns];
  if (sheets.length < templates.length) {
    const names = EXCEL_TEXTS[language].sheets;
    return { problems: [templates.length > 1 ? fileProblem('needsTwoSheets', { sheets: `${names.orders}, ${names.invoiceLines}` }) : fileProblem('noRows')] };
  }
  const layouts: { name: string; part: string; grid: SheetGrid }[] = [];
  for (const sheet of sheets.slice(0, templates.length)) {
    const xml = xmlOf(pkg.parts, sheet.part);
    const grid = Buffer.isBuffer(xml) ? readSheetGrid(xml, pkg, budget) : xml;
    if ('reason' in grid) return { problems: [grid] };
    layouts.push({ ...sheet, grid });
  }
  const reads = layouts.map(({ name, grid }, index) => readSheet(name, grid, templates[index], language));
  const problems = reads.flatMap((read) => read.problems);
  const [orders, invoiceLines] = reads.map((read) => read.sheet);
  if (!problems.length && orders.rows.length === 0) problems.push(fileProblem('noRows', {}, orders.name));
  if (problems.length) return { problems };
  const read = layouts.map(({ name, part, grid }) => ({ name, part, header: grid.rows.get(1) ?? new Map(), lastColumn: grid.lastColumn }));
  return { workbook: { orders, invoiceLines, date1904: pkg.date1904 }, source: { pkg, sheets: read } };
}
