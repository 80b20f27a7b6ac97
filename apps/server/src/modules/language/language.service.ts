import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language, LanguageOverride, SaveLanguageTextInput } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { companies } from '../company/index.ts';
import { languageOverrides } from './language.table.ts';

type Row = typeof languageOverrides.$inferSelect;

const toOverride = (row: Row): LanguageOverride => ({
  locale: row.locale as Language,
  key: row.key,
  value: row.value,
  updatedAt: row.updatedAt.toISOString(),
});

export async function findCompanyIdByNo(db: Db, companyNo: string): Promise<number | null> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(sql`lower(${companies.companyNo})`, companyNo.toLowerCase()));
  return row?.id ?? null;
}

export async function listOverrides(db: Db, companyId: number): Promise<LanguageOverride[]> {
  const rows = await db
    .select()
    .from(languageOverrides)
    .where(eq(languageOverrides.companyId, companyId))
    .orderBy(asc(languageOverrides.key), asc(languageOverrides.locale));
  return rows.map(toOverride);
}

export async function saveOverride(db: Db, companyId: number, userId: number, input: SaveLanguageTextInput): Promise<LanguageOverride> {
  const [row] = await db
    .insert(languageOverrides)
    .values({ companyId, ...input, updatedBy: userId })
    .onConflictDoUpdate({
      target: [languageOverrides.companyId, languageOverrides.locale, languageOverrides.key],
      set: { value: input.value, updatedBy: userId, updatedAt: sql`now()` },
    })
    .returning();
  return toOverride(row);
}

export async function deleteOverride(db: Db, companyId: number, locale: Language, key: string): Promise<void> {
  await db
    .delete(languageOverrides)
    .where(and(eq(languageOverrides.companyId, companyId), eq(languageOverrides.locale, locale), eq(languageOverrides.key, key)));
}
