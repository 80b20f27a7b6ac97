import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from './account.table.ts';

export async function findAccount(db: Db, account: string) {
  const [row] = await db.select().from(accounts).where(eq(sql`lower(${accounts.account})`, account.toLowerCase()));
  return row;
}
