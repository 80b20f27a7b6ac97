export * from './position.table.ts';
export { defaultRightKeys, defaultRightRows } from './position.defaults.ts';
export { createDefaultPositions, restoreDefaultRights } from './position.service.ts';
