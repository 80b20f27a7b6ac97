export * from './sku.ts';
export * from './commands.ts';
