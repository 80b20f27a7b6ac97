export * from './money.ts';
export * from './ledger.ts';
export * from './recharge.ts';
export * from './commands.ts';
