import type { Readable } from 'node:stream';

/** Where file bytes live: local disk by default, anything keyed (an object store) when several servers share files. */
export type FileStorage = {
  /** Stores a stream under a new key; refuses with FileTooLargeError past maxBytes and then keeps nothing. */
  put: (stream: Readable, maxBytes: number) => Promise<{ storageKey: string; size: number }>;
  /** The bytes of a stored file; fails at once (not mid-stream) when the key holds nothing. */
  open: (storageKey: string) => Promise<Readable>;
  /** Forgets a key; a missing key is not an error. */
  remove: (storageKey: string) => Promise<void>;
};

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File larger than ${maxBytes} bytes`);
  }
}
