import { PassThrough, type Writable } from 'node:stream';
import type { FileStorage } from '../storage/file-storage.ts';

type Stored = Awaited<ReturnType<FileStorage['put']>>;

/**
 * Streams what `write` produces straight into storage, never holding the file. Either side failing ends both:
 * a refused store (too large, disk full) aborts `stop`, which the writer's row source watches (a writer whose
 * output is gone could otherwise wait for it for ever), and a failed writer destroys the stream, so storage
 * keeps nothing. Answers what write answered and where the bytes are.
 */
export async function storeStream<T>(storage: FileStorage, maxBytes: number, write: (output: Writable, stop: AbortSignal) => Promise<T>): Promise<[T, Stored]> {
  const output = new PassThrough();
  const storing = new AbortController();
  const stored = storage.put(output, maxBytes);
  stored.catch((error: unknown) => storing.abort(error));
  const written = write(output, storing.signal);
  written.catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  try {
    return await Promise.all([written, stored]);
  } catch (error) {
    // Both settle before answering, so a refused export leaves no bytes behind.
    await stored.then((bytes) => storage.remove(bytes.storageKey), () => undefined);
    throw error;
  }
}
