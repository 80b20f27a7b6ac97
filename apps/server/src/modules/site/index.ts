export * from './site.table.ts';
export { siteLabel, siteSnapshot } from './site.audit.ts';
export { siteCommands } from './site.commands.ts';
export { loadSites } from './site.queries.ts';
