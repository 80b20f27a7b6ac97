import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { writeXlsxExport } from '../modules/excel/index.ts';
import { createLocalStorage } from '../modules/file/index.ts';
import { FileTooLargeError, type FileStorage } from '../storage/file-storage.ts';
import { storeStream } from './store-stream.ts';

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parcelflow-store-stream-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const columns = [{ header: 'n', value: (n: number) => n }, { header: 'text', value: (n: number) => `row ${n} ${'x'.repeat(40)}` }];

let endlessEnded = false;

/** Rows without end until stopped: only the stop signal can end this export. */
async function* endless(stop: AbortSignal): AsyncGenerator<number> {
  try {
    for (let n = 0; ; n++) {
      if (n % 500 === 0) stop.throwIfAborted();
      yield n;
    }
  } finally {
    endlessEnded = true;
  }
}

async function storedFiles(): Promise<string[]> {
  const shards = await readdir(root);
  return (await Promise.all(shards.map((shard) => readdir(join(root, shard))))).flat();
}

describe('storeStream', () => {
  it('stores what the writer writes and answers both', async () => {
    const [rows, stored] = await storeStream(storage, 1024 * 1024, (output) => writeXlsxExport(output, 'S', columns, [1, 2, 3]));
    expect(rows).toBe(3);
    const bytes = await buffer(await storage.open(stored.storageKey));
    expect(bytes.length).toBe(stored.size);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    await storage.remove(stored.storageKey);
  });

  it('stops the writer when storage refuses, and keeps nothing', async () => {
    await expect(storeStream(storage, 64 * 1024, (output, stop) => writeXlsxExport(output, 'S', columns, endless(stop)))).rejects.toBeInstanceOf(FileTooLargeError);
    await vi.waitFor(() => expect(endlessEnded).toBe(true));
    expect(await storedFiles()).toEqual([]);
  });

  it('answers the writer\'s failure, and keeps nothing', async () => {
    async function* failing(): AsyncGenerator<number> {
      for (let n = 0; n < 5000; n++) yield n;
      throw new Error('database gone');
    }
    await expect(storeStream(storage, 1024 * 1024, (output) => writeXlsxExport(output, 'S', columns, failing()))).rejects.toThrow('database gone');
    expect(await storedFiles()).toEqual([]);
  });
});
