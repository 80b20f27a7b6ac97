export { grantNewDefaultRights } from './grant-defaults.ts';
export { positionCommands } from './positionAdmin.commands.ts';
