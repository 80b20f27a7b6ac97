export * from './priceLevel.table.ts';
export { priceLevelCommands } from './priceLevel.commands.ts';
export { customerLevelSql, customerPriceLevel, levelRuleFor, type CustomerPriceLevel } from './customer-level.ts';
