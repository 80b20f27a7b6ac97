export * from './airport.ts';
export * from './commands.ts';
