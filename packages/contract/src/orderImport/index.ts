export * from './auto-audit.ts';
export * from './request.ts';
export * from './commands.ts';
export * from './task.ts';
