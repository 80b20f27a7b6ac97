import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateCounters } from './security.table.ts';

/** Counts one event for key in a fixed window and answers the count so far (atomic on both databases). */
export async function countEvent(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await upsertCount(db, key, windowMs);
  return row.count;
}

/**
 * Takes one of limit events for key in one statement: counted and true while under the limit, false (and nothing
 * counted) once it is reached. Concurrent callers on any server copy queue on the row, so at most limit pass per window.
 */
export async function reserveEvent(db: Db, key: string, limit: number, windowMs: number): Promise<boolean> {
  const rows = await upsertCount(db, key, windowMs, (expired) => sql`${expired} or ${rateCounters.count} < ${limit}`);
  return rows.length > 0;
}

/** Adds one to key's count, starting a new window once the old one ended; onlyWhen may refuse the update (no row back). */
function upsertCount(db: Db, key: string, windowMs: number, onlyWhen?: (expired: SQL) => SQL) {
  const expired = windowExpired(windowMs);
  return db
    .insert(rateCounters)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateCounters.windowStart} end`,
      },
      setWhere: onlyWhen?.(expired),
    })
    .returning({ count: rateCounters.count });
}

/** Gives back one event taken by reserveEvent (the attempt turned out not to count). */
export async function releaseEvent(db: Db, key: string): Promise<void> {
  await db.update(rateCounters).set({ count: sql`${rateCounters.count} - 1` }).where(and(eq(rateCounters.key, key), gt(rateCounters.count, 0)));
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Seconds until the current window of key ends, for a "try again in" hint. */
export async function secondsLeftInWindow(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db.select({ windowStart: rateCounters.windowStart }).from(rateCounters).where(eq(rateCounters.key, key));
  if (!row) return 0;
  return Math.max(0, Math.ceil((row.windowStart.getTime() + windowMs - Date.now()) / 1000));
}

/** True in SQL when the key's current window began more than windowMs ago. */
function windowExpired(windowMs: number) {
  return sql`${rateCounters.windowStart} < now() - make_interval(secs => ${Math.ceil(windowMs / 1000)})`;
}
