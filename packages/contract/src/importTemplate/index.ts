export * from './kinds.ts';
export * from './rules.ts';
export * from './commands.ts';
export * from './copy.ts';
