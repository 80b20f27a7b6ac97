import { fieldError } from '@parcelflow/contract';
import * as contract from '@parcelflow/contract/file/commands';
import { implement } from '../../envelope/command.ts';
import { fileAnswer } from '../../envelope/file-answer.ts';
import { findReadableFiles } from './file-access.ts';
import { assertNotExpired, saveUpload } from './file.service.ts';
import { zipFiles } from './zip.ts';

export const fileCommands = [
  implement(contract.upload, async (ctx) => {
    if (!ctx.upload) throw fieldError('file', 'required');
    return saveUpload(ctx.db, ctx.storage, ctx.caller, ctx.upload);
  }),
  implement(contract.fileDownload, async (ctx, input) => {
    const [file] = await findReadableFiles(ctx.db, ctx.services.guardedFileAccess, ctx.caller, [input.fileId]);
    if (!file) throw fieldError('fileId', 'notFound');
    assertNotExpired(file);
    return fileAnswer({ name: file.name, contentType: file.contentType, size: file.size, stream: await ctx.storage.open(file.storageKey) });
  }),
  implement(contract.Bulkdownload, async (ctx, input) => {
    const ids = [...new Set(input.fileIds)];
    const found = await findReadableFiles(ctx.db, ctx.services.guardedFileAccess, ctx.caller, ids);
    if (found.length < ids.length) throw fieldError('fileIds', 'notFound');
    for (const file of found) assertNotExpired(file, 'fileIds');
    return fileAnswer({ name: 'files.zip', contentType: 'application/zip', stream: zipFiles(ctx.storage, found) });
  }),
];
