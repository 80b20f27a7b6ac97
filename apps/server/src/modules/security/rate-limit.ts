import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateCounters } from './security.table.ts';

/** Counts one event for key in a fixed window and answers the count so far (atomic on both databases). */
export async function countEvent(db: Db, key: string, windowMs: number): Promise<number> {
  const windowSeconds = Math.ceil(windowMs / 1000);
  const expired = sql`${rateCounters.windowStart} < now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateCounters)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateCounters.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateCounters.windowStart} end`,
      },
    })
    .returning({ count: rateCounters.count });
  return row.count;
}

/** The count in the current window without adding to it. */
export async function peekEvents(db: Db, key: string, windowMs: number): Promise<number> {
  const [row] = await db.select().from(rateCounters).where(eq(rateCounters.key, key));
  if (!row || row.windowStart.getTime() < Date.now() - windowMs) return 0;
  return row.count;
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
