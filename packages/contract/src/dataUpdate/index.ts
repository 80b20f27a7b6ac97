export * from './dataUpdate.ts';
export * from './commands.ts';
