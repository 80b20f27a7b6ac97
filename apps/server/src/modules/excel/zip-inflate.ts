import { fileProblem, type ExcelFileProblem } from '@parcelflow/contract';
import type { Entry, ZipFile } from 'yauzl';

/**
 * Inflates every part once, streaming, into `parts` (the reader's input; the caps bound it). The directory may lie,
 * so the real bytes are counted and inflation stops at the first byte past an entry's declared size: with the
 * declared total already under the cap, the real total then is too. What the parts say is the reader's to judge.
 */
export async function inflateWithinLimits(zip: ZipFile, entries: readonly Entry[], parts: Map<string, Buffer>): Promise<ExcelFileProblem | undefined> {
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const stream = await zip.openReadStreamPromise(entry);
    // The declared size is already within the cap: the part is inflated into its place, never gathered and copied,
    // in memory of its own (not Node's shared pool), so it can be moved to another thread.
    const part = Buffer.allocUnsafeSlow(entry.uncompressedSize);
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      // Leaving the loop destroys the stream, so inflation stops here.
      if (bytes + chunk.length > entry.uncompressedSize) return fileProblem('corrupt');
      chunk.copy(part, bytes);
      bytes += chunk.length;
    }
    parts.set(entry.fileName, part.subarray(0, bytes));
  }
  return undefined;
}
