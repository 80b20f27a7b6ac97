import type { TestApp } from './harness.ts';

/** file/upload as a browser's FormData sends it: head, body, then the file (of the type given, if any). Answers the fileId. */
export async function uploadFile(t: TestApp, token: string, name: string, bytes: Buffer | string, type?: string): Promise<number> {
  const form = new FormData();
  form.append('head', JSON.stringify({ token }));
  form.append('body', '{}');
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], type ? { type } : {}), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST', url: '/api/file/upload/1.0',
    headers: { 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()),
  });
  const answer = response.json() as { result_code: number; body: string };
  if (answer.result_code !== 0) throw new Error(`upload answered ${answer.result_code} ${answer.body}`);
  return (JSON.parse(answer.body) as { fileId: number }).fileId;
}
