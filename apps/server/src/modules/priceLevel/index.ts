export * from './priceLevel.table.ts';
export { priceLevelCommands } from './priceLevel.commands.ts';
export { customerLevelSql, customerPriceLevels, levelRuleFor, type CustomerPriceLevel } from './customer-level.ts';
