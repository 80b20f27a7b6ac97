export * from './money.ts';
export * from './ledger.ts';
export * from './recharge.ts';
export * from './commands.ts';
export * from './bill-period.ts';
export * from './bill.ts';
export * from './bill-commands.ts';
