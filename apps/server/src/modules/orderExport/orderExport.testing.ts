import { vi } from 'vitest';
import type { TaskView } from '@parcelflow/contract';
import type { TestApp } from '../../test/harness.ts';

export type DownloadedExport = { task: TaskView; file: Buffer; fileName: string };

/** main/startOrderExport through the whole envelope (with a head language when given); answers its code and body. */
export async function startExport(t: TestApp, token: string, body: Record<string, unknown>, language?: string) {
  const response = await t.app.inject({
    method: 'POST', url: '/api/main/startOrderExport/1.0', headers: { 'content-type': 'application/json' },
    payload: { head: { token, language }, body },
  });
  const answer = response.json() as { result_code: number; body: string };
  return { code: answer.result_code, body: JSON.parse(answer.body || '{}') as TaskView & Record<string, unknown> };
}

/** Waits for the task to end as listMyTasks shows it, as the progress box would (not too often: on PGlite polls share the process). */
export async function finishedTask(t: TestApp, token: string, taskId: number, timeout = 20_000): Promise<TaskView> {
  return vi.waitFor(async () => {
    const { body } = await t.call<{ tasks: TaskView[] }>('main', 'listMyTasks', { limit: 100 }, token);
    const task = body.tasks.find((candidate) => candidate.id === taskId);
    if (!task || task.status === 'waiting' || task.status === 'running') throw new Error(`task ${taskId} is ${task?.status}`);
    return task;
  }, { timeout, interval: 100 });
}

/** Exports, waits for the task and downloads its file through file/fileDownload, as the web does. */
export async function exportAndDownload(t: TestApp, token: string, body: Record<string, unknown>, language?: string): Promise<DownloadedExport> {
  const started = await startExport(t, token, body, language);
  if (started.code !== 0) throw new Error(`startOrderExport answered ${started.code} ${JSON.stringify(started.body)}`);
  const task = await finishedTask(t, token, started.body.id);
  if (task.status !== 'succeeded') throw new Error(`export ${task.status}: ${JSON.stringify(task.errorInfo)}`);
  const response = await t.app.inject({
    method: 'POST', url: '/api/file/fileDownload/1.0', headers: { 'content-type': 'application/json' },
    payload: { head: { token }, body: { fileId: task.resultFileId } },
  });
  const disposition = String(response.headers['content-disposition']);
  const fileName = decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '');
  return { task, file: response.rawPayload, fileName };
}
