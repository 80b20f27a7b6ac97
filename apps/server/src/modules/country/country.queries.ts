import { asc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { fieldError, type ComboBoxOutput, type CountryView, type Language, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { countries } from './country.table.ts';

/** `%keyword%` with LIKE's own characters taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function matching(keyword: string): SQL | undefined {
  if (!keyword) return undefined;
  const like = containing(keyword);
  return or(ilike(countries.code, like), ilike(countries.alpha3, like), ilike(countries.nameZhCn, like), ilike(countries.nameZhTw, like), ilike(countries.nameEn, like));
}

/** One page of countries whose codes or names (any language) hold the keyword, by code. */
export async function listCountryPage(db: Db, input: { keyword: string; pageSize: number; currentPage: number }): Promise<Page<CountryView>> {
  const where = matching(input.keyword);
  const [list, [{ total }]] = await Promise.all([
    db.select().from(countries).where(where).orderBy(asc(countries.code)).limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(countries).where(where),
  ]);
  return { list, total };
}

export function countryName(row: Pick<CountryView, 'nameZhCn' | 'nameZhTw' | 'nameEn'>, language: Language): string {
  return language === 'en-US' ? row.nameEn : language === 'zh-TW' ? row.nameZhTw : row.nameZhCn;
}

/** The country autocomplete: an exact code first, then by code; labels "US 美国" in the caller's language. */
export async function countryOptionPage(db: Db, input: { keyword: string; pageIndex: number; pageSize: number }, language: Language): Promise<ComboBoxOutput> {
  const where = matching(input.keyword);
  const exactFirst = sql`${countries.code} = ${input.keyword.toUpperCase()} or ${countries.alpha3} = ${input.keyword.toUpperCase()}`;
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(countries).where(where).orderBy(sql`${exactFirst} desc`, asc(countries.code))
      .limit(input.pageSize).offset(input.pageSize * (input.pageIndex - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(countries).where(where),
  ]);
  return { list: rows.map((row) => ({ value: row.code, label: `${row.code} ${countryName(row, language)}` })), pageCount: Math.ceil(total / input.pageSize) };
}

/** The codes among these that the countries table does not hold. */
export async function findUnknownCountries(db: Db, codes: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(codes.map((code) => code.toUpperCase()))];
  if (wanted.length === 0) return [];
  const known = await db.select({ code: countries.code }).from(countries).where(inArray(countries.code, wanted));
  const knownCodes = new Set(known.map((row) => row.code));
  return wanted.filter((code) => !knownCodes.has(code));
}

/** Refuses a country the table does not hold, naming the field (400 notFound). */
export async function assertKnownCountry(db: Db, field: string, code: string): Promise<void> {
  if ((await findUnknownCountries(db, [code])).length > 0) throw fieldError(field, 'notFound', { value: code });
}
