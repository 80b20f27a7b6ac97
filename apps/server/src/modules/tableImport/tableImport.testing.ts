import ExcelJS from 'exceljs';
import type { TaskView } from '@parcelflow/contract';
import type { TestApp } from '../../test/harness.ts';
import { uploadFile } from '../../test/upload.ts';
import { downloadFile, finishedTask, post } from '../orderImport/orderImport.testing.ts';

export { downloadFile, finishedTask, post };

/** A one-sheet workbook: the header row, then the rows as given (null leaves a cell empty). */
export async function workbookOf(header: string[], rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet's values row by row, as text (the first sheet unless told). */
export async function sheetValues(bytes: Buffer, sheet = 0): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: string[][] = [];
  workbook.worksheets[sheet].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((value) => (value === null || value === undefined ? '' : String(value)))));
  return rows;
}

/** Uploads a workbook, starts the command's import and waits for its task to end. */
export async function importTable(t: TestApp, token: string, command: string, bytes: Buffer, body: Record<string, unknown> = {}, language?: string): Promise<TaskView> {
  const fileId = await uploadFile(t, token, 'table.xlsx', bytes);
  const answer = (await post(t, command, token, { fileId, ...body }, language)).json() as { result_code: number; body: string };
  if (answer.result_code !== 0) throw new Error(`${command} answered ${answer.result_code} ${answer.body}`);
  return finishedTask(t, token, (JSON.parse(answer.body) as TaskView).id);
}
