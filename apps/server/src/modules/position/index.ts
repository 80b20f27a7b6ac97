export * from './position.table.ts';
export { positionCommands } from './position.commands.ts';
export { grantNewDefaultRights } from './position.defaults.ts';
export { createDefaultPositions } from './position.service.ts';
