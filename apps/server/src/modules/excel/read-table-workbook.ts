import { EXCEL_LIMITS, fileProblem, type ExcelFileProblem, type ExcelLimits, type Language } from '@parcelflow/contract';
import type { ReportSource } from './error-report.ts';
import type { HeaderColumn } from './header-match.ts';
import { readBudget } from './read-budget.ts';
import { readSheet, type ImportSheet } from './read-sheet.ts';
import { readSheetGrid } from './sheet-grid.ts';
import { openXlsxUpload } from './xlsx-intake.ts';
import { dataSheetsOf, readXlsxPackage, xmlOf } from './xlsx-package.ts';

export type TableWorkbookRead<K extends string> = { sheet: ImportSheet<K>; source: ReportSource } | { problems: ExcelFileProblem[] };

/**
 * A one-sheet workbook of a reference table read with the same intake, tokenizer, limits and header rules as the
 * order import (readImportWorkbook): the first data sheet, its header matched to the table's columns in any
 * language, then its rows. A table whose real files are larger passes its own limits.
 */
export async function readTableWorkbook<K extends string>(file: Buffer, columns: readonly HeaderColumn<K>[], language: Language, limits: ExcelLimits = EXCEL_LIMITS): Promise<TableWorkbookRead<K>> {
  const opened = await openXlsxUpload(file, limits);
  if ('problem' in opened) return { problems: [opened.problem] };
  const budget = readBudget(limits);
  const pkg = readXlsxPackage(opened.parts, budget);
  if ('reason' in pkg) return { problems: [pkg] };
  const [first] = dataSheetsOf(pkg);
  if (!first) return { problems: [fileProblem('noRows')] };
  const xml = xmlOf(pkg.parts, first.part);
  const grid = Buffer.isBuffer(xml) ? readSheetGrid(xml, pkg, budget) : xml;
  if ('reason' in grid) return { problems: [grid] };
  const { sheet, problems } = readSheet(first.name, grid, columns, language);
  if (!problems.length && sheet.rows.length === 0) problems.push(fileProblem('noRows', {}, sheet.name));
  if (problems.length) return { problems };
  const header = grid.rows.get(1) ?? new Map();
  return { sheet, source: { pkg, sheets: [{ name: first.name, part: first.part, header, lastColumn: grid.lastColumn }] } };
}
