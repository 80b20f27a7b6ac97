export * from './dataSwitch.table.ts';
export { dataSwitchCommands, DATA_SWITCHES_ENTITY } from './dataSwitch.commands.ts';
export { dataSwitchesOf, switchOnSql } from './dataSwitch.queries.ts';
