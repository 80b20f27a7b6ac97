export * from './sku.table.ts';
export { skuCommands } from './sku.commands.ts';
export { skuWriter } from './sku.writer.ts';
export { loadSkuFills, skuFillKey, type SkuFill } from './sku-fill.ts';
