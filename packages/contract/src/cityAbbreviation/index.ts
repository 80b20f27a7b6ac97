export * from './cityAbbreviation.ts';
export * from './commands.ts';
