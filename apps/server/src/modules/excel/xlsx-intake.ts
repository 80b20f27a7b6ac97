import { EXCEL_LIMITS, fileProblem, type ExcelFileProblem, type ExcelLimits } from '@parcelflow/contract';
import yauzl, { type ZipFile } from 'yauzl';
import { listZipEntries, megabytes } from './zip-directory.ts';
import { inflateWithinLimits } from './zip-inflate.ts';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** OLE compound files: an old .xls, or an .xlsx that Excel encrypted with a password. */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The inflated parts of an upload the intake let through, by their names in the zip. */
export type XlsxParts = Map<string, Buffer>;

/**
 * Decides whether an uploaded file may be unzipped at all, by its content and never its name: size, zip signature
 * and workbook parts, zip-bomb checks on the directory and again while inflating. Answers the parts, inflated once
 * as they were counted (the only way an upload reaches the reader, which judges their XML), or the reason for
 * refusing.
 */
export async function openXlsxUpload(file: Buffer, limits: ExcelLimits = EXCEL_LIMITS): Promise<{ parts: XlsxParts } | { problem: ExcelFileProblem }> {
  if (file.length > limits.maxFileBytes) return { problem: fileProblem('tooLarge', { maxMb: megabytes(limits.maxFileBytes) }) };
  if (file.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) return { problem: fileProblem('legacyOrEncrypted') };
  if (!file.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return { problem: fileProblem('notXlsx') };
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: false });
  } catch {
    return { problem: fileProblem('corrupt') };
  }
  try {
    const entries = await listZipEntries(zip, limits);
    if (!Array.isArray(entries)) return { problem: entries };
    const parts: XlsxParts = new Map();
    const problem = await inflateWithinLimits(zip, entries, parts);
    return problem ? { problem } : { parts };
  } catch {
    return { problem: fileProblem('corrupt') };
  } finally {
    zip.close();
  }
}
