export * from './address.ts';
export * from './commands.ts';
