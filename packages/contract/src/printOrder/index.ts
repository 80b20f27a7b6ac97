export * from './printOrder.ts';
export * from './commands.ts';
