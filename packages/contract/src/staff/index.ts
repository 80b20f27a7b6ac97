export * from './staff.ts';
export * from './staffLogin.ts';
export * from './commands.ts';
