import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { FileTooLargeError, type FileStorage } from '../../storage/file-storage.ts';

let root: string;
let storage: FileStorage;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'parcelflow-storage-test-'));
  storage = createLocalStorage(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local disk storage', () => {
  it('keeps, reads and forgets a file', async () => {
    const { storageKey, size } = await storage.put(Readable.from(['hello ', 'world']), 11);
    expect(size).toBe(11);
    expect(await text(await storage.open(storageKey))).toBe('hello world');
    await storage.remove(storageKey);
    await expect(storage.open(storageKey)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a stream past its cap and leaves no partial file', async () => {
    await expect(storage.put(Readable.from([Buffer.alloc(8), Buffer.alloc(8)]), 10)).rejects.toBeInstanceOf(FileTooLargeError);
    const shards = await readdir(root);
    expect((await Promise.all(shards.map((shard) => readdir(join(root, shard))))).flat()).toEqual([]);
  });

  it('never reads outside its folder', async () => {
    await expect(storage.open('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
