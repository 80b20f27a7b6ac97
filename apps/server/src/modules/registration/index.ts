export { registrationCommands } from './registration.commands.ts';
