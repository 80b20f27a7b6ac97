import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileTooLargeError, type FileStorage } from '../../storage/file-storage.ts';

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files under root (DATA_DIR/files), sharded by the key's first two characters so no folder grows huge. */
export function createLocalStorage(root: string): FileStorage {
  function pathOf(storageKey: string): string {
    // Keys come from the database, but a forged one must never reach outside root.
    if (!KEY_PATTERN.test(storageKey)) throw new Error(`Invalid storage key ${storageKey}`);
    return join(root, storageKey.slice(0, 2), storageKey);
  }

  return {
    async put(stream, maxBytes) {
      const storageKey = randomUUID();
      const path = pathOf(storageKey);
      // Written under a temporary name and renamed once complete, so a crash never leaves half a file at a key.
      const partial = `${path}.part`;
      await mkdir(dirname(path), { recursive: true });
      const counter = byteCounter(maxBytes);
      try {
        await pipeline(stream, counter, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { storageKey, size: counter.bytes };
    },
    async open(storageKey) {
      const handle = await open(pathOf(storageKey), 'r');
      return handle.createReadStream();
    },
    async remove(storageKey) {
      await rm(pathOf(storageKey), { force: true });
    },
  };
}

function byteCounter(maxBytes: number): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      if (counter.bytes > maxBytes) done(new FileTooLargeError(maxBytes));
      else done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}
