import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { fieldError, RECHARGE_LIMITS, VOUCHER_TYPES } from '@parcelflow/contract';
import type { Upload } from '../../envelope/command.ts';
import { FileTooLargeError, type FileStorage } from '../../storage/file-storage.ts';

type VoucherType = (typeof VOUCHER_TYPES)[number];
export type StoredVoucher = { contentType: VoucherType; extension: string; storageKey: string; size: number };

const EXTENSIONS: Record<VoucherType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };
/** What file-type reads to know a file (its own sample size); a PNG, JPEG or PDF is known by far fewer. */
const SAMPLE_BYTES = 4100;

const isVoucherType = (mime: string | undefined): mime is VoucherType => (VOUCHER_TYPES as readonly string[]).includes(mime ?? '');

/**
 * The stream's first bytes (SAMPLE_BYTES, or all of a shorter stream) and a stream of the whole, those bytes first:
 * the type is known before anything is stored, and the upload is never held whole in memory.
 */
async function peek(stream: Readable): Promise<{ sample: Buffer; whole: Readable }> {
  const chunks = stream[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  while (length < SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  async function* whole() {
    yield* head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  return { sample: Buffer.concat(head).subarray(0, SAMPLE_BYTES), whole: Readable.from(whole()) };
}

/**
 * Stores a recharge's voucher when its bytes are a PNG, JPEG or PDF (file-type judges the first bytes: the name and
 * the content type the browser sent are not trusted) of at most 2 MB. Nothing is kept when it is refused.
 */
export async function storeVoucher(storage: FileStorage, upload: Upload | undefined): Promise<StoredVoucher> {
  if (!upload) throw fieldError('voucher', 'required');
  const { sample, whole } = await peek(upload.stream);
  const mime = (await fileTypeFromBuffer(sample))?.mime;
  if (!isVoucherType(mime)) throw fieldError('voucher', 'invalidFormat');
  const stored = await storage.put(whole, RECHARGE_LIMITS.voucherMaxBytes).catch((error: unknown) => {
    if (error instanceof FileTooLargeError) throw fieldError('voucher', 'tooBig', { max: error.maxBytes });
    throw error;
  });
  return { contentType: mime, extension: EXTENSIONS[mime], ...stored };
}
