import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requestNonces } from './security.table.ts';

/** Records a signed request's nonce for `seconds`; false when it is already recorded (a replayed request). */
export async function claimRequestNonce(db: Db, nonce: string, seconds: number): Promise<boolean> {
  const inserted = await db
    .insert(requestNonces)
    .values({ nonce, expiresAt: sql`now() + make_interval(secs => ${seconds})` })
    .onConflictDoNothing()
    .returning({ nonce: requestNonces.nonce });
  return inserted.length > 0;
}
