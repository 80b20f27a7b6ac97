export * from './dunning.ts';
export * from './commands.ts';
