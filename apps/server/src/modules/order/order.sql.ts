import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** Rows of a raw statement on either driver (node-postgres answers {rows}, PGlite too; some answer an array). */
export async function executeRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
