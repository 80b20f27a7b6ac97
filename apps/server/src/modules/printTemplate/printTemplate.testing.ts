import type { TestApp } from '../../test/harness.ts';

/** A 1x1 PNG, as small as a logo gets. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Uploads a file as a browser's FormData sends it (head, body, then the file) and answers its id. */
export async function uploadFile(t: TestApp, token: string, name: string, bytes: Buffer): Promise<number> {
  const form = new FormData();
  form.append('head', JSON.stringify({ token }));
  form.append('body', '{}');
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST', url: '/api/file/upload/1.0',
    headers: { 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()),
  });
  const answer = response.json() as { result_code: number; body: string };
  if (answer.result_code !== 0) throw new Error(`upload answered ${answer.result_code} ${answer.body}`);
  return (JSON.parse(answer.body) as { fileId: number }).fileId;
}

/** A file's bytes through file/fileDownload, as the caller may read them. */
export async function downloadFile(t: TestApp, token: string, fileId: number): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/file/fileDownload/1.0', headers: { 'content-type': 'application/json' }, payload: { head: { token }, body: { fileId } },
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), bytes: response.rawPayload };
}
