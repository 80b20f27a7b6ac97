export * from './priceLevel.table.ts';
export { priceLevelCommands } from './priceLevel.commands.ts';
export { customerPriceLevel, levelRuleFor, type CustomerPriceLevel } from './customer-level.ts';
