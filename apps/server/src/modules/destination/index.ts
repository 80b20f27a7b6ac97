export * from './destination.table.ts';
export { destinationCommands } from './destination.commands.ts';
export { destinationWriter } from './destination.writer.ts';
