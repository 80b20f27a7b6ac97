export * from './blacklist.table.ts';
export { blacklistCommands } from './blacklist.commands.ts';
export { blacklistWriter } from './blacklist.writer.ts';
export { blacklistHistory, blacklistRefusal, checkOrderBlacklist, statusAfterBlacklist } from './blacklist.check.ts';
export { blacklistAt, blacklistVersionSql, companyBlacklist } from './blacklist.cache.ts';
export { findBlacklistHits, type BlacklistMatcher } from './blacklist.matcher.ts';
