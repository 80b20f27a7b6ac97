import { describeRowProblem, EXCEL_TEXTS, isErrorColumnHeader, type ExcelRowProblem, type Language } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { dataWorksheetsOf } from './workbook-layout.ts';
import { writeWorkbookFast } from './write-workbook.ts';

/** Excel's own "light red fill": recognisable, and how the next report finds the highlights it set. */
const PROBLEM_ARGB = 'FFFFC7CE';
const PROBLEM_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PROBLEM_ARGB } };

/**
 * The user's own workbook back, with an error column listing each row's problems and the offending cells
 * highlighted, so the user fixes the file in place and imports it again. A report on a report reuses its
 * error column and clears the old highlights first.
 *
 * `source` is the workbook readImportWorkbook loaded (loading the upload again took a third of a 10,000-row
 * import). It is marked in place: nothing may read it afterwards.
 */
export async function writeErrorReport(source: ExcelJS.Workbook, problems: readonly ExcelRowProblem[], language: Language): Promise<Buffer> {
  for (const worksheet of dataWorksheetsOf(source)) {
    markSheet(worksheet, problems.filter((problem) => problem.sheet === worksheet.name), language);
  }
  return writeWorkbookFast(source);
}

function markSheet(worksheet: ExcelJS.Worksheet, problems: readonly ExcelRowProblem[], language: Language): void {
  const errorColumn = errorColumnOf(worksheet);
  clearEarlierReport(worksheet, errorColumn);
  if (!problems.length) return;
  const header = worksheet.getCell(1, errorColumn);
  header.value = EXCEL_TEXTS[language].errorColumn;
  header.style = { ...header.style, font: { bold: true, color: { argb: 'FFC00000' } } };
  worksheet.getColumn(errorColumn).width = 60;
  const byRow = new Map<number, ExcelRowProblem[]>();
  for (const problem of problems) byRow.set(problem.row, [...(byRow.get(problem.row) ?? []), problem]);
  for (const [row, rowProblems] of byRow) {
    const cell = worksheet.getCell(row, errorColumn);
    cell.value = rowProblems.map((problem) => describeRowProblem(problem, language)).join('\n');
    cell.style = { ...cell.style, alignment: { wrapText: true, vertical: 'top' } };
    for (const problem of rowProblems) {
      // A new style object: ExcelJS shares one between the cells that had the same style in the file.
      if (problem.cell) worksheet.getCell(problem.cell).style = { ...worksheet.getCell(problem.cell).style, fill: PROBLEM_FILL };
    }
  }
}

/** The error column of an earlier report, else the first column after everything in the sheet. */
function errorColumnOf(worksheet: ExcelJS.Worksheet): number {
  let found: number | undefined;
  worksheet.findRow(1)?.eachCell((cell, col) => {
    if (found === undefined && cell.text && isErrorColumnHeader(cell.text)) found = col;
  });
  return found ?? worksheet.columnCount + 1;
}

function clearEarlierReport(worksheet: ExcelJS.Worksheet, errorColumn: number): void {
  worksheet.eachRow((row, number) => {
    const earlierErrors = number > 1 ? row.findCell(errorColumn) : undefined;
    if (earlierErrors) earlierErrors.value = null;
    row.eachCell((cell) => {
      const fill = cell.style.fill;
      if (fill?.type === 'pattern' && fill.fgColor?.argb === PROBLEM_ARGB) cell.style = { ...cell.style, fill: undefined };
    });
  });
}
