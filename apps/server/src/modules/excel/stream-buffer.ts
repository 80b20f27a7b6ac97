import { getDefaultHighWaterMark, setDefaultHighWaterMark } from 'node:stream';

/**
 * Runs `build` with the byte streams it creates buffering `bytes` each, for a library (yazl) that creates its
 * streams without a highWaterMark: the default is 16 KB up to Node 20 and 64 KB from Node 22. The default is put
 * back before anything else can run, so no other stream sees it.
 */
export function withStreamBuffer<T>(bytes: number, build: () => T): T {
  const before = getDefaultHighWaterMark(false);
  setDefaultHighWaterMark(false, bytes);
  try {
    return build();
  } finally {
    setDefaultHighWaterMark(false, before);
  }
}
