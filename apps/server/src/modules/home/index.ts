export { homeCommands } from './home.commands.ts';
