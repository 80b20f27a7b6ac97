export * from './customerGroup.table.ts';
export { customerGroupCommands } from './customerGroup.commands.ts';
export { findDefaultGroup, findGroup, lockCompanyCounts } from './customerGroup.queries.ts';
export { createDefaultGroup } from './customerGroup.service.ts';
export { customerCallRefusal } from './group-grants.ts';
