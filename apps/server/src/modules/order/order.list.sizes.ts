import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { orders } from './order.table.ts';

/** The most orders a filtered set is counted to (about 4 ms on PostgreSQL); a larger set counts as this many. */
export const SIZE_COUNT_MAX = 20_000;
const KEPT_MS = 60_000;
const KEPT_MAX = 500;

const dialect = new PgDialect();
/** Sizes of filtered sets counted lately, by statement: the pages after a filter set's first reuse them. */
const kept = new Map<string, { size: number; at: number }>();

const keyOf = (where: SQL | undefined) => {
  const { sql: text, params } = dialect.sqlToQuery(where ?? sql`true`);
  return `${text}\n${JSON.stringify(params)}`;
};

/** Keeps a size learnt elsewhere (the totals of a page 1), the oldest dropped past KEPT_MAX. */
export function rememberSize(where: SQL | undefined, size: number): void {
  const key = keyOf(where);
  kept.delete(key);
  kept.set(key, { size: Math.min(size, SIZE_COUNT_MAX), at: Date.now() });
  if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
}

/**
 * How many orders the filtered set holds, up to SIZE_COUNT_MAX: kept for a minute, as it only steers how a page is
 * read (the order of the rows does not depend on it), so a size slightly out of date costs nothing but time.
 */
export async function filteredSize(db: Db, where: SQL | undefined): Promise<number> {
  const found = kept.get(keyOf(where));
  if (found && Date.now() - found.at < KEPT_MS) return found.size;
  const capped = db.select({ one: sql`1` }).from(orders).where(where).limit(SIZE_COUNT_MAX).as('capped');
  const [{ size }] = await db.select({ size: sql<number>`count(*)::int` }).from(capped);
  rememberSize(where, size);
  return size;
}
