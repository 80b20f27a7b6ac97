export * from './priceLevel.ts';
export * from './commands.ts';
