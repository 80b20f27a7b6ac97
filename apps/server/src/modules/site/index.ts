export * from './site.table.ts';
export { siteLabel, siteSnapshot } from './site.audit.ts';
export { siteCommands } from './site.commands.ts';
export { loadSites, type CountSiteHolders, type SiteCount } from './site.queries.ts';
