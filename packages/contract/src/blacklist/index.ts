export * from './blacklist.ts';
export * from './match.ts';
export * from './blacklist-table.ts';
export * from './commands.ts';
