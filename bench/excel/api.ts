import type { EnvelopeResponse, TaskView } from '@parcelflow/contract';

export type Session = { baseUrl: string; token: string };
const JSON_HEADERS = { 'content-type': 'application/json' };
const FINAL = new Set(['succeeded', 'failed', 'cancelled', 'terminated']);

/** A command as the web sends it, with the head's language; answers the body of a successful envelope. */
export async function command<T>(session: Session, path: string, body: unknown, language?: string): Promise<T> {
  const response = await fetch(`${session.baseUrl}/api/${path}/1.0`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ head: { token: session.token, language }, body }) });
  const answer = (await response.json()) as EnvelopeResponse;
  if (answer.result_code !== 0) throw new Error(`${path} answered ${answer.result_code} ${answer.body}`);
  return JSON.parse(answer.body || '{}') as T;
}

/** A command that answers a file (a template, a download): its bytes. */
export async function fileCommand(session: Session, path: string, body: unknown, language?: string): Promise<Buffer> {
  const response = await fetch(`${session.baseUrl}/api/${path}/1.0`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify({ head: { token: session.token, language }, body }) });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (!response.headers.get('content-disposition')) throw new Error(`${path} answered no file: ${bytes.toString('utf8', 0, 300)}`);
  return bytes;
}

/** file/upload as a browser's FormData sends it: head, body, then the file. Answers the fileId. */
export async function uploadFile(session: Session, name: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('head', JSON.stringify({ token: session.token }));
  form.append('body', '{}');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${session.baseUrl}/api/file/upload/1.0`, { method: 'POST', body: form });
  const answer = (await response.json()) as EnvelopeResponse;
  if (answer.result_code !== 0) throw new Error(`upload answered ${answer.result_code} ${answer.body}`);
  return (JSON.parse(answer.body) as { fileId: number }).fileId;
}

/**
 * Polls main/listMyTasks until the task is final; answers it and when it was seen so. Only the newest task is asked
 * for, the one just started: the earlier imports' lists of problems would make every poll heavier.
 */
export async function finalTask(session: Session, taskId: number, intervalMs = 100): Promise<{ task: TaskView; seenAt: number }> {
  for (;;) {
    const { tasks } = await command<{ tasks: TaskView[] }>(session, 'main/listMyTasks', { limit: 1 });
    const task = tasks.find((candidate) => candidate.id === taskId);
    if (!task) throw new Error(`task ${taskId} is not the newest`);
    if (FINAL.has(task.status)) return { task, seenAt: performance.now() };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** How long the task itself ran, by the server's clock. */
export const taskSeconds = (task: TaskView) => (Date.parse(task.finishedAt ?? '') - Date.parse(task.startedAt ?? '')) / 1000;
