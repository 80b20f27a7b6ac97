export * from './codes.ts';
export * from './task.ts';
export * from './commands.ts';
