import { z } from 'zod';

/** Largest upload (issue 4, "Bad input"); bigger files are refused with 400 {field: 'file', reason: 'tooBig', max}. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Files in one Bulkdownload zip. */
export const MAX_BULK_DOWNLOAD_FILES = 100;

/** file/upload: multipart with head, body ({}) and one file part, in that order. */
export const uploadFileInput = z.object({});
export const uploadFileOutput = z.object({ fileId: z.number(), name: z.string(), size: z.number() });
export type UploadFileOutput = z.infer<typeof uploadFileOutput>;

export const fileDownloadInput = z.object({ fileId: z.number().int().positive() });
export const bulkDownloadInput = z.object({ fileIds: z.array(z.number().int().positive()).min(1).max(MAX_BULK_DOWNLOAD_FILES) });
