import ExcelJS from 'exceljs';
import { vi } from 'vitest';
import { builtInTemplate, FIELD_EXAMPLES, type BuiltInTemplateId, type ImportFieldKey, type TaskView } from '@parcelflow/contract';
import type { TestApp } from '../../test/harness.ts';
import { uploadFile } from '../../test/upload.ts';

/** A row given by field; the template's example fills what it leaves out, null empties a cell. */
export type Row = Partial<Record<ImportFieldKey, string | number | null>>;
type Answer<T> = { code: number; body: T };

/** A valid receive order: the example row with its own customer number and no reference number (each row would repeat it). */
export const orderRow = (customerNo: string, extra: Row = {}): Row => ({ customerNo, referenceNo1: null, ...extra });

/** A command as the web sends it (JSON, with the head's language); answers the raw response, as a file answer is bytes. */
export function post(t: TestApp, command: string, token: string, body: unknown, language?: string, service = 'main') {
  return t.app.inject({
    method: 'POST', url: `/api/${service}/${command}/1.0`, headers: { 'content-type': 'application/json' }, payload: { head: { token, language }, body },
  });
}

export async function downloadTemplate(t: TestApp, token: string, templateId: BuiltInTemplateId, language?: string): Promise<{ bytes: Buffer; fileName: string }> {
  const response = await post(t, 'downloadImportTemplate', token, { templateId }, language);
  const disposition = String(response.headers['content-disposition']);
  return { bytes: response.rawPayload, fileName: decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '') };
}

/** The downloaded template filled in as a clerk does: from row 2 on, over the example row, each field in its column. */
export async function fillTemplate(template: Buffer, templateId: BuiltInTemplateId, rows: Row[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  builtInTemplate(templateId).columns.forEach(({ field }, index) => {
    rows.forEach((row, at) => (sheet.getCell(at + 2, index + 1).value = (field in row ? row[field] : FIELD_EXAMPLES[field]) ?? null));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export { uploadFile };

export async function startImport(t: TestApp, token: string, body: Record<string, unknown>, language?: string): Promise<Answer<TaskView & Record<string, unknown>>> {
  const answer = (await post(t, 'startOrderImport', token, body, language)).json() as { result_code: number; body: string };
  return { code: answer.result_code, body: JSON.parse(answer.body || '{}') };
}

/** Waits for the task to end as listMyTasks shows it, as the progress box would (each look shares the CPU with the task). */
export function finishedTask(t: TestApp, token: string, taskId: number, { timeout = 30_000, interval = 20 } = {}): Promise<TaskView> {
  return vi.waitFor(async () => {
    const task = await currentTask(t, token, taskId);
    if (task.status === 'waiting' || task.status === 'running') throw new Error(`task ${taskId} is ${task.status}`);
    return task;
  }, { timeout, interval });
}

export async function currentTask(t: TestApp, token: string, taskId: number): Promise<TaskView> {
  const { body } = await t.call<{ tasks: TaskView[] }>('main', 'listMyTasks', { limit: 100 }, token);
  const task = body.tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw new Error(`task ${taskId} not listed`);
  return task;
}

/** Uploads a workbook, starts its import (the receive template unless told) and waits for the task to end. */
export async function importWorkbook(t: TestApp, token: string, bytes: Buffer, choices: Record<string, unknown> = {}): Promise<TaskView> {
  const fileId = await uploadFile(t, token, '订单导入.xlsx', bytes);
  const started = await startImport(t, token, { fileId, templateId: 'receive', validRowsOnly: false, ...choices });
  if (started.code !== 0) throw new Error(`startOrderImport answered ${started.code} ${JSON.stringify(started.body)}`);
  return finishedTask(t, token, started.body.id);
}

export async function downloadFile(t: TestApp, token: string, fileId: number | null): Promise<Buffer> {
  return (await post(t, 'fileDownload', token, { fileId }, undefined, 'file')).rawPayload;
}

/** The caller's orders with these customer numbers, as main/listOrders answers a pasted list. */
export async function ordersByCustomerNo(t: TestApp, token: string, customerNos: string[]): Promise<Record<string, unknown>[]> {
  const { code, body } = await t.call<{ list: Record<string, unknown>[] }>('main', 'listOrders', { sortField: 'customerNo', sortValue: customerNos.join('\n'), pageSize: 100 }, token);
  if (code !== 0) throw new Error(`listOrders answered ${code} ${JSON.stringify(body)}`);
  return body.list;
}
