export * from './exchangeRate.table.ts';
export { exchangeRateCommands } from './exchangeRate.commands.ts';
export { exchangeRateWriter } from './exchangeRate.writer.ts';
export { rateOnDayOf, ratesOnDay, ratesOnDaySql, type LatestRate, type RateOnDay } from './rates-on-day.ts';
