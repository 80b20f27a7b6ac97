import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { switchOnSql } from '../dataSwitch/index.ts';
import { buildMatcher, EMPTY_MATCHER, type BlacklistMatcher } from './blacklist.matcher.ts';
import { blacklistEntries, blacklistRules, blacklistVersions } from './blacklist.table.ts';

/** Companies whose matcher a server copy keeps (the least recently used goes first). */
const MATCHERS_KEPT = 32;

type Kept = { version: number; matcher: Promise<BlacklistMatcher> };
/** Per database (a test process opens several), per company: nothing about a user is kept. */
const keptByDatabase = new WeakMap<object, Map<number, Kept>>();

/**
 * The version of the company's blacklist its orders are compared with, as an expression (JSON) of a statement that
 * may read other rows too (createOrder's reads before its write): null for a company without a blacklist or that
 * switched the check off (systemManagent/dataUpdate), which matches nothing, at entry and in imports alike.
 */
export function blacklistVersionSql(companyId: number): SQL<number | null> {
  return sql<number | null>`(select to_json(${blacklistVersions.version}) from ${blacklistVersions}
    where ${eq(blacklistVersions.companyId, companyId)} and ${switchOnSql(companyId, 'blacklistCheck')})`;
}

/** The company's matcher at the database's version: one primary-key read per call (blacklistAt). */
export async function companyBlacklist(db: Db, companyId: number): Promise<BlacklistMatcher> {
  const [{ version }] = await executeRows<{ version: number | null }>(db, sql`select ${blacklistVersionSql(companyId)} as version`);
  return blacklistAt(db, companyId, version);
}

/**
 * The company's matcher at a version read from the database (blacklistVersionSql): a rebuild only after a change (by
 * this copy or another: the version is the database's). Callers waiting on the same rebuild share it.
 */
export async function blacklistAt(db: Db, companyId: number, version: number | null): Promise<BlacklistMatcher> {
  if (version === null) return EMPTY_MATCHER;
  const kept = keptByDatabase.get(db) ?? new Map<number, Kept>();
  keptByDatabase.set(db, kept);
  const found = kept.get(companyId);
  kept.delete(companyId);
  if (found?.version === version) {
    kept.set(companyId, found);
    return found.matcher;
  }
  const matcher = loadMatcher(db, companyId);
  kept.set(companyId, { version, matcher });
  if (kept.size > MATCHERS_KEPT) kept.delete(kept.keys().next().value!);
  // A failed load is not kept: the next order tries again.
  matcher.catch(() => kept.get(companyId)?.matcher === matcher && kept.delete(companyId));
  return matcher;
}

async function loadMatcher(db: Db, companyId: number): Promise<BlacklistMatcher> {
  const [entries, rules] = await Promise.all([
    db.select({
      subject: blacklistEntries.subject, matchKind: blacklistEntries.matchKind, value: blacklistEntries.value,
      normalised: blacklistEntries.normalised, customerId: blacklistEntries.customerId,
    }).from(blacklistEntries).where(sql`${blacklistEntries.companyId} = ${companyId} and ${blacklistEntries.enabled}`),
    db.select().from(blacklistRules).where(eq(blacklistRules.companyId, companyId)),
  ]);
  return buildMatcher(entries, rules);
}

/** Raised in the transaction of every change to the company's entries or rules. */
export async function bumpBlacklistVersion(tx: Pick<Db, 'insert'>, companyId: number): Promise<void> {
  await tx.insert(blacklistVersions).values({ companyId, version: 1 })
    .onConflictDoUpdate({ target: blacklistVersions.companyId, set: { version: sql`${blacklistVersions.version} + 1` } });
}
