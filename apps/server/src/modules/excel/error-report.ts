import { describeRowProblem, EXCEL_TEXTS, type ExcelFileProblem, type ExcelRowProblem, type Language } from '@parcelflow/contract';
import type ExcelJS from 'exceljs';
import { loadCheckedWorkbook } from './load-workbook.ts';
import { dataWorksheetsOf, isErrorColumnHeader } from './workbook-layout.ts';

/** Excel's own "light red fill": recognisable, and how the next report finds the highlights it set. */
const PROBLEM_ARGB = 'FFFFC7CE';
const PROBLEM_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: PROBLEM_ARGB } };

/**
 * The user's own workbook back, with an error column listing each row's problems and the offending cells
 * highlighted, so the user fixes the file in place and imports it again. A report on a report reuses its
 * error column and clears the old highlights first.
 */
export async function writeErrorReport(file: Buffer, problems: readonly ExcelRowProblem[], language: Language): Promise<{ report: Buffer } | { problem: ExcelFileProblem }> {
  const loaded = await loadCheckedWorkbook(file);
  if ('problem' in loaded) return loaded;
  for (const worksheet of dataWorksheetsOf(loaded.workbook)) {
    markSheet(worksheet, problems.filter((problem) => problem.sheet === worksheet.name), language);
  }
  return { report: Buffer.from(await loaded.workbook.xlsx.writeBuffer()) };
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
  const header = worksheet.getRow(1);
  for (let col = 1; col <= header.cellCount; col += 1) {
    const text = header.getCell(col).text;
    if (text && isErrorColumnHeader(text)) return col;
  }
  return worksheet.columnCount + 1;
}

function clearEarlierReport(worksheet: ExcelJS.Worksheet, errorColumn: number): void {
  worksheet.eachRow((row, number) => {
    if (number > 1) row.getCell(errorColumn).value = null;
    row.eachCell((cell) => {
      const fill = cell.style.fill;
      if (fill?.type === 'pattern' && fill.fgColor?.argb === PROBLEM_ARGB) cell.style = { ...cell.style, fill: undefined };
    });
  });
}
