import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { MAX_UPLOAD_BYTES } from '@parcelflow/contract';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { demoIds } from '../channel/channel.testing.ts';
import { files } from './file.table.ts';
import { createLocalStorage } from './local-storage.ts';

let t: TestApp;
let filesDir: string;
let admin: string;
beforeAll(async () => {
  filesDir = await mkdtemp(join(tmpdir(), 'parcelflow-files-test-'));
  t = await createTestApp({ storage: createLocalStorage(filesDir) });
  admin = await t.login('demoadmin');
});
afterAll(async () => {
  await t.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** A multipart request as a browser's FormData sends it: head, body, then the file. */
async function upload(token: string | undefined, name: string, bytes: Buffer, type = 'application/octet-stream') {
  const form = new FormData();
  form.append('head', JSON.stringify({ token }));
  form.append('body', '{}');
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await t.app.inject({
    method: 'POST', url: '/api/file/upload/1.0',
    headers: { 'content-type': request.headers.get('content-type') ?? '' }, payload: Buffer.from(await request.arrayBuffer()),
  });
  const answer = response.json() as { result_code: number; body: string };
  return { code: answer.result_code, body: JSON.parse(answer.body) as Record<string, unknown> };
}

function download(command: string, body: unknown, token = admin) {
  return t.app.inject({ method: 'POST', url: `/api/file/${command}/1.0`, headers: { 'content-type': 'application/json' }, payload: { head: { token }, body } });
}

async function storedFileCount(): Promise<number> {
  const shards = await readdir(filesDir);
  const names = await Promise.all(shards.map((shard) => readdir(join(filesDir, shard))));
  return names.flat().length;
}

function unzipNames(zip: Buffer): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, archive) => {
      if (error) return reject(error);
      const entries = new Map<string, string>();
      archive.on('entry', (entry: yauzl.Entry) => {
        archive.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks).toString());
            archive.readEntry();
          });
        });
      });
      archive.on('end', () => resolve(entries));
      archive.readEntry();
    });
  });
}

describe('file upload and download', () => {
  it('stores an upload and answers the same bytes with the UTF-8 name', async () => {
    const bytes = Buffer.from('PK\u0003\u0004 not really a workbook');
    const uploaded = await upload(admin, '订单 2024.xlsx', bytes, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(uploaded).toMatchObject({ code: 0, body: { name: '订单 2024.xlsx', size: bytes.length } });

    const response = await download('fileDownload', { fileId: uploaded.body.fileId });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(bytes);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="__ 2024.xlsx"; filename*=UTF-8''${encodeURIComponent('订单 2024.xlsx')}`);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('takes exactly 10 MB and refuses one byte more, keeping nothing', async () => {
    expect((await upload(admin, 'exact.bin', Buffer.alloc(MAX_UPLOAD_BYTES, 1))).code).toBe(0);
    const before = { stored: await storedFileCount(), rows: (await t.database.db.select().from(files)).length };
    expect(await upload(admin, 'big.bin', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1))).toEqual({ code: 400, body: { field: 'file', reason: 'tooBig', max: MAX_UPLOAD_BYTES } });
    expect({ stored: await storedFileCount(), rows: (await t.database.db.select().from(files)).length }).toEqual(before);
  });

  it('refuses an upload without a session or without a file', async () => {
    expect((await upload(undefined, 'a.txt', Buffer.from('a'))).code).toBe(404);
    expect((await t.call('file', 'upload', {}, admin)).body).toEqual({ field: 'file', reason: 'required' });
    expect(await t.database.db.select().from(files).where(eq(files.name, 'a.txt'))).toEqual([]);
  });

  it("answers another company's file exactly as a missing one", async () => {
    const theirs = await upload(await t.login('otheradmin'), 'theirs.txt', Buffer.from('secret'));
    const foreign = await download('fileDownload', { fileId: theirs.body.fileId });
    const missing = await download('fileDownload', { fileId: 999_999 });
    expect(foreign.json()).toEqual(missing.json());
    expect(foreign.json()).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'fileId', reason: 'notFound' }) });
    const bulk = await download('Bulkdownload', { fileIds: [theirs.body.fileId] });
    expect(bulk.json()).toMatchObject({ result_code: 400 });
  });

  it('zips several files, keeping two of one name apart', async () => {
    const a = await upload(admin, 'list.csv', Buffer.from('first'), 'text/csv');
    const b = await upload(admin, 'list.csv', Buffer.from('second'), 'text/csv');
    const c = await upload(admin, '发票.txt', Buffer.from('third'), 'text/plain');
    const response = await download('Bulkdownload', { fileIds: [a.body.fileId, b.body.fileId, c.body.fileId] });
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('files.zip');
    expect(await unzipNames(response.rawPayload)).toEqual(new Map([['list.csv', 'first'], ['list (2).csv', 'second'], ['发票.txt', 'third']]));
  });
});

describe('who reads a file: its owner only, unless a module above grants it', () => {
  const notFound = { code: 400, body: { field: 'fileId', reason: 'notFound' } };
  /** The text of a file the caller may read, or the refusal's result code and body. */
  const readBy = async (fileId: unknown, token: string) => {
    const response = await download('fileDownload', { fileId }, token);
    if (String(response.headers['content-type']).startsWith('text/plain')) return response.body;
    const answer = response.json() as { result_code: number; body: string };
    return { code: answer.result_code, body: JSON.parse(answer.body) as unknown };
  };

  it("answers a colleague's file, and a customer's to staff or another customer, exactly as a missing one", async () => {
    const customer = await t.login('democust');
    const c1004 = await demoIds(t).customer('HYEXP', 'C1004');
    expect((await t.call('main', 'createCustomerLogin', { customerId: c1004, account: 'filesc1004', password: 'abc12345' }, admin)).code).toBe(0);
    const otherCustomer = await t.login('filesc1004', 'abc12345');
    const operator = await t.login('demooper');
    const staffFile = (await upload(admin, 'staff.txt', Buffer.from('staff'), 'text/plain')).body.fileId;
    const customerFile = (await upload(customer, 'customer.txt', Buffer.from('customer'), 'text/plain')).body.fileId;

    expect(await readBy(staffFile, admin)).toBe('staff');
    expect(await readBy(customerFile, customer)).toBe('customer');
    expect(await readBy(999_999, customer)).toEqual(notFound);
    for (const token of [operator, customer, otherCustomer]) expect(await readBy(staffFile, token)).toEqual(notFound);
    for (const token of [admin, operator, otherCustomer]) expect(await readBy(customerFile, token)).toEqual(notFound);
  });

  it('refuses the whole batch of Bulkdownload when one file is not readable', async () => {
    const own = [(await upload(admin, 'a.txt', Buffer.from('a'))).body.fileId, (await upload(admin, 'b.txt', Buffer.from('b'))).body.fileId];
    const colleagues = (await upload(await t.login('demooper'), 'c.txt', Buffer.from('c'))).body.fileId;
    const refused = await download('Bulkdownload', { fileIds: [...own, colleagues] });
    expect(refused.json()).toMatchObject({ result_code: 400, body: JSON.stringify({ field: 'fileIds', reason: 'notFound' }) });
    expect(await unzipNames((await download('Bulkdownload', { fileIds: own })).rawPayload)).toEqual(new Map([['a.txt', 'a'], ['b.txt', 'b']]));
  });
});
