export * from './destination.ts';
export * from './commands.ts';
