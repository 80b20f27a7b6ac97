import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { baseDataEntries } from './baseData.table.ts';

/**
 * The company's own goods types by their code and each of their three names, in lower case: an import's cell may
 * give either, as it gives a built-in one ('普货' or 'general').
 */
export async function goodsTypesByName(db: Db, companyId: number): Promise<Map<string, string>> {
  const rows = await db.select().from(baseDataEntries).where(and(eq(baseDataEntries.companyId, companyId), eq(baseDataEntries.kind, 'goodsType')));
  return new Map(rows.flatMap((row) => [row.code, row.nameZhCn, row.nameZhTw, row.nameEn].map((name) => [name.toLowerCase(), row.code] as const)));
}
