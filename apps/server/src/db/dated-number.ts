import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';
import { executeRows } from './execute-rows.ts';

/** The id a new row of the table will have, taken before its insert so its number can carry it. */
export async function nextSerialId(db: Db, table: string): Promise<number> {
  const [next] = await executeRows<{ id: number }>(db, sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`);
  return next.id;
}

/**
 * A document's number: a prefix, the UTC day it was made and its id on at least 6 digits (RC20261127000042). The id
 * makes it unique across companies without a counter to lock; numbers of one company increase but skip.
 */
export const datedNumber = (prefix: string, id: number, madeAt: Date): string =>
  `${prefix}${madeAt.toISOString().slice(0, 10).replaceAll('-', '')}${String(id).padStart(6, '0')}`;

/** The same number in SQL, for rows numbered in the statement that inserts them. */
export const datedNumberSql = (prefix: string, id: SQL, madeAt: SQL): SQL =>
  sql`${prefix} || to_char(${madeAt} at time zone 'UTC', 'YYYYMMDD') || lpad(${id}::text, greatest(6, length(${id}::text)), '0')`;
