export * from './file.table.ts';
export { combineFileGuards, findReadableFiles, type FileGuard } from './file-access.ts';
export { fileCommands } from './file.commands.ts';
export { findCompanyFiles, findOwnFiles, recordFile, sweepExpiredFiles, type FileOwner, type StoredFile } from './file.service.ts';
export { createLocalStorage } from './local-storage.ts';
