import { fileProblem, type ExcelFileProblem, type ExcelLimits } from '@parcelflow/contract';
import type { Entry, ZipFile } from 'yauzl';
import { createXmlPartGuard, type XmlBudget } from './xml-part-guard.ts';

/**
 * Inflates every part once, streaming, into `parts` when given (the reader's input; the caps bound it). The
 * directory may lie, so the real bytes are counted and inflation stops at the first byte past an entry's declared
 * size: with the declared total already under the cap, the real total then is too.
 */
export async function inflateWithinLimits(zip: ZipFile, entries: readonly Entry[], limits: ExcelLimits, parts?: Map<string, Buffer>): Promise<ExcelFileProblem | undefined> {
  const budget: XmlBudget = { cells: 0, rangeCells: 0 };
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const guard = createXmlPartGuard(budget, limits);
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      // Leaving the loop destroys the stream, so inflation stops here.
      if (bytes > entry.uncompressedSize) return fileProblem('corrupt');
      const problem = guard(chunk);
      if (problem) return problem;
      if (parts) chunks.push(chunk);
    }
    parts?.set(entry.fileName, Buffer.concat(chunks));
  }
  return undefined;
}
