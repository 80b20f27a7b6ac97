export * from './enums.ts';
export * from './customer.ts';
export * from './login.ts';
export * from './commands.ts';
