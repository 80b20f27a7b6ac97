import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { sweepExpiredFiles } from './modules/file/index.ts';
import { outbox, verificationCodes } from './modules/notify/index.ts';
import { loginTickets, sessions } from './modules/session/index.ts';
import { rateCounters, requestNonces } from './modules/security/index.ts';
import type { FileStorage } from './storage/file-storage.ts';

const EVERY_MS = 10 * 60_000;

/**
 * Deletes what has outlived its use: seen nonces, old counters, expired codes and their notices, login tickets,
 * sessions, and files offered for a while (printed PDFs, previews) with their bytes.
 */
export async function sweepExpired(db: Db, storage: FileStorage): Promise<void> {
  await db.delete(requestNonces).where(lt(requestNonces.expiresAt, sql`now()`));
  await db.delete(rateCounters).where(lt(rateCounters.windowStart, sql`now() - interval '1 day'`));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, sql`now() - interval '1 day'`));
  // A notice holds its code in clear text; once the code is dead a day, the notice has no use left.
  await db.delete(outbox).where(lt(outbox.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(loginTickets).where(lt(loginTickets.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now() - interval '30 days'`));
  await sweepExpiredFiles(db, storage);
}

export function startHousekeeping(db: Db, storage: FileStorage, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    sweepExpired(db, storage).catch((err) => log.warn({ err }, 'housekeeping failed'));
  }, EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
