export * from './dataSwitch.table.ts';
export { dataSwitchCommands, DATA_SWITCHES_ENTITY } from './dataSwitch.commands.ts';
export { dataSwitchesOf } from './dataSwitch.queries.ts';
