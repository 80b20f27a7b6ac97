export * from './account.table.ts';
export { accountCommands } from './account.commands.ts';
export { findAccount } from './account.queries.ts';
export { burnVerification, hashPassword, verifyPassword } from './password-hash.ts';
