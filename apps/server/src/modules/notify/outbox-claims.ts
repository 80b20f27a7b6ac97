import { and, asc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Notice } from './notifier.ts';
import { outbox } from './notify.table.ts';

export type ClaimedNotice = typeof outbox.$inferSelect;

const inMs = (ms: number) => sql`now() + ${Math.round(ms)}::int * interval '1 millisecond'`;

/**
 * Takes the pending notice of these channels due first and leases it for leaseMs: its next attempt moves to the
 * lease's end and the attempt is counted, in one statement. SKIP LOCKED lets server copies claim at once without
 * taking the same row; a copy that dies mid-send leaves the notice to be claimed again when the lease runs out.
 */
export async function claimNotice(db: Db, channels: Notice['channel'][], leaseMs: number): Promise<ClaimedNotice | undefined> {
  const due = db.select({ id: outbox.id }).from(outbox)
    .where(and(
      eq(outbox.status, 'pending'), inArray(outbox.channel, channels), lte(outbox.nextAttemptAt, sql`now()`),
      or(isNull(outbox.expiresAt), gt(outbox.expiresAt, sql`now()`)),
    ))
    .orderBy(asc(outbox.nextAttemptAt)).limit(1).for('update', { skipLocked: true });
  const [row] = await db.update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: inMs(leaseMs) })
    .where(sql`${outbox.id} = (${due})`)
    .returning();
  return row;
}

/** The notice is pending and still held by this claim (the attempt count is the claim's token): every mark's guard. */
function heldBy(notice: ClaimedNotice): SQL {
  return and(eq(outbox.id, notice.id), eq(outbox.status, 'pending'), eq(outbox.attempts, notice.attempts)) as SQL;
}

/** Marks a claimed notice sent; false when its lease ran out and another claim took it meanwhile. */
export async function markSent(db: Db, notice: ClaimedNotice): Promise<boolean> {
  const marked = await db.update(outbox).set({ status: 'sent', sentAt: sql`now()` }).where(heldBy(notice)).returning({ id: outbox.id });
  return marked.length > 0;
}

/** Records a failed send: tried again in retryInMs, or given up (kept as 'failed') when retryInMs is null. */
export async function markFailed(db: Db, notice: ClaimedNotice, error: string, retryInMs: number | null): Promise<void> {
  const next = retryInMs === null ? { status: 'failed' as const } : { nextAttemptAt: inMs(retryInMs) };
  await db.update(outbox).set({ lastError: error.slice(0, 1000), ...next }).where(heldBy(notice));
}

/** Marks 'expired' the pending notices of these channels no longer worth sending; answers them. */
export async function expireNotices(db: Db, channels: Notice['channel'][]) {
  return db.update(outbox).set({ status: 'expired' })
    .where(and(eq(outbox.status, 'pending'), inArray(outbox.channel, channels), lte(outbox.expiresAt, sql`now()`)))
    .returning({ id: outbox.id, kind: outbox.kind, recipient: outbox.recipient });
}
