import type { TestApp } from '../../test/harness.ts';
import { uploadFile } from '../../test/upload.ts';

/** A 1x1 PNG, as small as a logo gets. */
export const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export { uploadFile };

/** A file's bytes through file/fileDownload, as the caller may read them. */
export async function downloadFile(t: TestApp, token: string, fileId: number): Promise<{ status: number; type: string; bytes: Buffer }> {
  const response = await t.app.inject({
    method: 'POST', url: '/api/file/fileDownload/1.0', headers: { 'content-type': 'application/json' }, payload: { head: { token }, body: { fileId } },
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), bytes: response.rawPayload };
}
