export * from './exchangeRate.table.ts';
export { exchangeRateCommands } from './exchangeRate.commands.ts';
export { exchangeRateWriter } from './exchangeRate.writer.ts';
export { ratesOnDay, type RateOnDay } from './rates-on-day.ts';
