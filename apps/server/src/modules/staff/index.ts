export * from './staff.table.ts';
export { staffLabel, staffSnapshot } from './staff.audit.ts';
export { staffCommands } from './staff.commands.ts';
export { staffLoginCommands } from './staff.login.commands.ts';
