import { declareCommand, fileOutput } from '../command.ts';
import { bulkDownloadInput, fileDownloadInput, uploadFileInput, uploadFileOutput } from './file.ts';

/** file: uploads and downloads (screens-protocol.md section 7). */
export const upload = declareCommand({
  service: 'file', command: 'upload', permission: 'session', input: uploadFileInput, output: uploadFileOutput,
  summary: 'Store one file (multipart: head, body, then the file part; at most 10 MB); answers its fileId, name and size.',
});

export const fileDownload = declareCommand({
  service: 'file', command: 'fileDownload', permission: 'session', input: fileDownloadInput, output: fileOutput,
  summary: "One file the caller may read (his own, or one a module grants him: a voucher, a template image), answered as its bytes (Content-Disposition carries the name).",
});

export const Bulkdownload = declareCommand({
  service: 'file', command: 'Bulkdownload', permission: 'session', input: bulkDownloadInput, output: fileOutput,
  summary: "Several files the caller may read in one zip, answered as its bytes; one he may not read refuses the whole batch.",
});

export const fileDeclarations = [upload, fileDownload, Bulkdownload];
