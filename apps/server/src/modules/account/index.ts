export * from './account.table.ts';
export { accountCommands } from './account.commands.ts';
export { loadIdentities } from './login-eligibility.ts';
export { LOGIN_FAILURE_LIMIT, accountFailureKey, findAccount, openSession } from './login.service.ts';
export { hashPassword, verifyPassword } from './password-hash.ts';
