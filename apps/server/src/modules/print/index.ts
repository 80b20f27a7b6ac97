export * from './print.table.ts';
export { printCommands } from './print.commands.ts';
export { printOrdersTask } from './print.task.ts';
