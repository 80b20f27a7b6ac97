export * from './limitQuery.ts';
export * from './commands.ts';
