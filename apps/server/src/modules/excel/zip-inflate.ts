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
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      // Leaving the loop destroys the stream, so inflation stops here.
      if (bytes > entry.uncompressedSize) return fileProblem('corrupt');
      chunks.push(chunk);
    }
    parts.set(entry.fileName, Buffer.concat(chunks));
  }
  return undefined;
}
