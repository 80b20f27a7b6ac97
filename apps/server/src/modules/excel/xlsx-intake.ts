import { EXCEL_LIMITS, fileProblem, type ExcelFileProblem, type ExcelLimits } from '@parcelflow/contract';
import yauzl, { type ZipFile } from 'yauzl';
import { listZipEntries, megabytes } from './zip-directory.ts';
import { inflateWithinLimits } from './zip-inflate.ts';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** OLE compound files: an old .xls, or an .xlsx that Excel encrypted with a password. */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/**
 * Decides whether an uploaded file may be parsed at all, by its content and never its name: size, zip
 * signature and workbook parts, zip-bomb checks on the directory and again while inflating, and XML
 * without DOCTYPE or ENTITY. Answers the reason for refusing, or undefined when the file is safe.
 */
export async function checkXlsxUpload(file: Buffer, limits: ExcelLimits = EXCEL_LIMITS): Promise<ExcelFileProblem | undefined> {
  if (file.length > limits.maxFileBytes) return fileProblem('tooLarge', { maxMb: megabytes(limits.maxFileBytes) });
  if (file.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) return fileProblem('legacyOrEncrypted');
  if (!file.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return fileProblem('notXlsx');
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: false });
  } catch {
    return fileProblem('corrupt');
  }
  try {
    const entries = await listZipEntries(zip, limits);
    if (!Array.isArray(entries)) return entries;
    return await inflateWithinLimits(zip, entries, limits);
  } catch {
    return fileProblem('corrupt');
  } finally {
    zip.close();
  }
}
