export { dataUpdateCommands } from './dataUpdate.commands.ts';
