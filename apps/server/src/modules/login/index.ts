export { loginCommands } from './login.commands.ts';
export { LOGIN_FAILURE_LIMIT, accountFailureKey } from './login.service.ts';
