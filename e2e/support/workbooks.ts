import { expect, type Download } from '@playwright/test';
import ExcelJS from 'exceljs';

export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Opens a file the browser downloaded, as the user's spreadsheet program would. */
export async function openDownloaded(download: Download): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return workbook;
}

/** The texts of a sheet's first row, left to right. */
export function headerRowOf(sheet: ExcelJS.Worksheet): string[] {
  const row = sheet.getRow(1);
  return Array.from({ length: row.cellCount }, (_, index) => row.getCell(index + 1).text);
}

/** The column (from 1) under a header; the test fails when the sheet has none. */
export function columnOf(sheet: ExcelJS.Worksheet, header: string): number {
  const column = headerRowOf(sheet).indexOf(header) + 1;
  expect(column, `column "${header}" in ${headerRowOf(sheet).join(' | ')}`).toBeGreaterThan(0);
  return column;
}

/** The texts of one column below the header, down to the sheet's last row. */
export function columnTexts(sheet: ExcelJS.Worksheet, column: number): string[] {
  return Array.from({ length: sheet.rowCount - 1 }, (_, index) => sheet.getRow(index + 2).getCell(column).text);
}

/** The workbook saved as a file to upload. */
export async function fileOf(workbook: ExcelJS.Workbook, name: string): Promise<UploadFile> {
  return { name, mimeType: XLSX_TYPE, buffer: Buffer.from(await workbook.xlsx.writeBuffer()) };
}
