export { passwordCommands } from './password.commands.ts';
