export * from './file.table.ts';
export { fileCommands } from './file.commands.ts';
export { findCompanyFiles, recordFile, sweepExpiredFiles, type FileOwner, type StoredFile } from './file.service.ts';
export { createLocalStorage } from './local-storage.ts';
