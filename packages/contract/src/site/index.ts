export * from './site.ts';
export * from './commands.ts';
