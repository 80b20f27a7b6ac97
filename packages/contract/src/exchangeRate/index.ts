export * from './exchangeRate.ts';
export * from './commands.ts';
