export * from './orderPrice.ts';
export * from './commands.ts';
