export * from './commands.ts';
export * from './task.ts';
