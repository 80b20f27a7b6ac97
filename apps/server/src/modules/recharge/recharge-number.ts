import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

/** The id a new recharge will have, taken before its insert so its number can carry it. */
export async function nextRechargeId(db: Db): Promise<number> {
  const [next] = await executeRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence('recharges', 'id'))::int as id`);
  return next.id;
}

/**
 * A recharge's number: "RC", the UTC day it was recorded and its id on at least 6 digits (RC20261127000042). The id
 * makes it unique across companies without a counter to lock, so a provider's callback naming it finds one recharge.
 */
export const rechargeNumber = (id: number, recordedAt: Date): string =>
  `RC${recordedAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;
