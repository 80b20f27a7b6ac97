export * from './limitQuery.table.ts';
export { limitQueryCommands } from './limitQuery.commands.ts';
export { assertOrderQueryWithinLimits, loadQueryLimits } from './limitQuery.queries.ts';
