export * from './table.ts';
export * from './task.ts';
export * from './commands.ts';
