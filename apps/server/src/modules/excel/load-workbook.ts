import { fileProblem, type ExcelFileProblem } from '@parcelflow/contract';
import ExcelJS from 'exceljs';
import { checkXlsxUpload } from './xlsx-intake.ts';

export type LoadedWorkbook = { workbook: ExcelJS.Workbook } | { problem: ExcelFileProblem };

/**
 * The only way an uploaded file reaches ExcelJS: after the intake checks. Data validations are skipped
 * because ExcelJS expands each validated range cell by cell, and a whole-column one is a million cells.
 */
export async function loadCheckedWorkbook(file: Buffer): Promise<LoadedWorkbook> {
  const problem = await checkXlsxUpload(file);
  if (problem) return { problem };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer, { ignoreNodes: ['dataValidations'] });
  } catch {
    return { problem: fileProblem('corrupt') };
  }
  return { workbook };
}
