import { bulkDownloadInput, fieldError, fileDownloadInput, uploadFileInput } from '@parcelflow/contract';
import { defineCommand } from '../../envelope/command.ts';
import { fileAnswer } from '../../envelope/file-answer.ts';
import { findCompanyFiles, saveUpload } from './file.service.ts';
import { zipFiles } from './zip.ts';

export const fileCommands = [
  defineCommand({
    service: 'file', command: 'upload', permission: 'session', input: uploadFileInput,
    summary: 'Store one file (multipart: head, body, then the file part; at most 10 MB); answers its fileId, name and size.',
    handler: async (ctx) => {
      if (!ctx.upload) throw fieldError('file', 'required');
      return saveUpload(ctx.db, ctx.storage, ctx.caller, ctx.upload);
    },
  }),
  defineCommand({
    service: 'file', command: 'fileDownload', permission: 'session', input: fileDownloadInput,
    summary: "One of the company's files, answered as its bytes (Content-Disposition carries the name).",
    handler: async (ctx, input) => {
      const [file] = await findCompanyFiles(ctx.db, ctx.caller.companyId, [input.fileId]);
      if (!file) throw fieldError('fileId', 'notFound');
      return fileAnswer({ name: file.name, contentType: file.contentType, size: file.size, stream: await ctx.storage.open(file.storageKey) });
    },
  }),
  defineCommand({
    service: 'file', command: 'Bulkdownload', permission: 'session', input: bulkDownloadInput,
    summary: "Several of the company's files in one zip, answered as its bytes.",
    handler: async (ctx, input) => {
      const ids = [...new Set(input.fileIds)];
      const found = await findCompanyFiles(ctx.db, ctx.caller.companyId, ids);
      if (found.length < ids.length) throw fieldError('fileIds', 'notFound');
      return fileAnswer({ name: 'files.zip', contentType: 'application/zip', stream: zipFiles(ctx.storage, found) });
    },
  }),
];
