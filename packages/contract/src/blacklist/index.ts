export * from './blacklist.ts';
export * from './match.ts';
export * from './commands.ts';
