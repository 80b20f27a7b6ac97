export * from './preference.table.ts';
export { preferenceCommands } from './preference.commands.ts';
