export * from './priceLevel.table.ts';
export { priceLevelCommands } from './priceLevel.commands.ts';
