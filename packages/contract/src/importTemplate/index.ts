export * from './kinds.ts';
export * from './rules.ts';
export * from './template.ts';
export * from './commands.ts';
export * from './copy.ts';
