import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The rows of a raw statement: node-postgres and PGlite answer { rows }, a transaction may answer the array. */
export async function executeRows<T>(db: Db, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
