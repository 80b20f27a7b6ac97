export * from './customerGroup.table.ts';
export { assertGroupNameFree, findDefaultGroup, findGroup, lockCompanyCounts, type CustomerGroupRow } from './customerGroup.queries.ts';
export { createDefaultGroup } from './customerGroup.service.ts';
