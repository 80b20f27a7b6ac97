export * from './language.table.ts';
export { languageCommands } from './language.commands.ts';
