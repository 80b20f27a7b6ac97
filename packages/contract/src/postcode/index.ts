export * from './postcode.ts';
export * from './commands.ts';
