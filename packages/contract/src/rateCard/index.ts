export * from './decimals.ts';
export * from './rateCard.ts';
export * from './trial.ts';
export * from './excel.ts';
export * from './commands.ts';
