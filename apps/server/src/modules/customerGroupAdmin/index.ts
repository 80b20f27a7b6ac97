export { customerGroupCommands } from './customerGroupAdmin.commands.ts';
