export * from './destination.table.ts';
export { destinationCommands } from './destination.commands.ts';
