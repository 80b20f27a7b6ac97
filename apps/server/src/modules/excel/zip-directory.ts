import { fileProblem, type ExcelFileProblem, type ExcelLimits } from '@parcelflow/contract';
import type { Entry, ZipFile } from 'yauzl';

/** Parts without which no spreadsheet program, ExcelJS included, reads a workbook. */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];

/**
 * Reads the central directory only (nothing is inflated): refuses encrypted entries, a declared total
 * above the cap, and a part that claims a compression ratio only a zip bomb reaches.
 */
export async function listZipEntries(zip: ZipFile, limits: ExcelLimits): Promise<Entry[] | ExcelFileProblem> {
  if (zip.entryCount > limits.maxEntries) return fileProblem('tooManyEntries', { max: limits.maxEntries });
  const entries: Entry[] = [];
  let declared = 0;
  for await (const entry of zip.eachEntry()) {
    if (entry.isEncrypted()) return fileProblem('legacyOrEncrypted');
    if (!entry.canDecodeFileData()) return fileProblem('corrupt');
    declared += entry.uncompressedSize;
    if (declared > limits.maxUncompressedBytes) return fileProblem('uncompressedTooLarge', { maxMb: megabytes(limits.maxUncompressedBytes) });
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize >= limits.ratioCheckFromBytes && ratio > limits.maxCompressionRatio) {
      return fileProblem('compressionRatio', { entry: entry.fileName, max: limits.maxCompressionRatio });
    }
    entries.push(entry);
  }
  const names = new Set(entries.map((entry) => entry.fileName));
  if (!REQUIRED_PARTS.every((name) => names.has(name))) return fileProblem('notXlsx');
  return entries;
}

export function megabytes(bytes: number): number {
  return Math.round(bytes / (1024 * 1024));
}
