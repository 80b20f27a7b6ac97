import { sql } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import type { Db } from '../../db/client.ts';
import { countries } from './country.table.ts';

type CountryRow = typeof countries.$inferInsert;

/** Every ISO 3166-1 code (i18n-iso-countries) named by the runtime's CLDR data (Intl.DisplayNames), never by hand. */
export function isoCountryRows(): CountryRow[] {
  const namer = (language: string) => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const [zhCn, zhTw, en] = [namer('zh-CN'), namer('zh-TW'), namer('en-US')];
  return Object.keys(isoCountries.getAlpha2Codes()).sort().map((code) => ({
    code,
    alpha3: isoCountries.alpha2ToAlpha3(code) ?? code,
    numeric: isoCountries.alpha2ToNumeric(code) ?? '',
    nameZhCn: zhCn.of(code) ?? code,
    nameZhTw: zhTw.of(code) ?? code,
    nameEn: en.of(code) ?? code,
  }));
}

/**
 * Start-up step: writes the countries in one statement, updating names a newer runtime words differently, so every
 * database (PGlite or PostgreSQL, new or upgraded) has the same table. Rows are never deleted: orders name them.
 */
export async function seedCountries(db: Db): Promise<void> {
  const rows = isoCountryRows();
  await db.execute(sql`
    insert into ${countries} (code, alpha3, "numeric", name_zh_cn, name_zh_tw, name_en)
    select r.code, r.alpha3, r."numeric", r.name_zh_cn, r.name_zh_tw, r.name_en
    from jsonb_to_recordset(${JSON.stringify(rows.map((row) => ({ code: row.code, alpha3: row.alpha3, numeric: row.numeric, name_zh_cn: row.nameZhCn, name_zh_tw: row.nameZhTw, name_en: row.nameEn })))}::jsonb)
      as r(code varchar, alpha3 varchar, "numeric" varchar, name_zh_cn varchar, name_zh_tw varchar, name_en varchar)
    on conflict (code) do update set alpha3 = excluded.alpha3, "numeric" = excluded."numeric",
      name_zh_cn = excluded.name_zh_cn, name_zh_tw = excluded.name_zh_tw, name_en = excluded.name_en
    where (${countries.alpha3}, ${countries.numeric}, ${countries.nameZhCn}, ${countries.nameZhTw}, ${countries.nameEn})
      is distinct from (excluded.alpha3, excluded."numeric", excluded.name_zh_cn, excluded.name_zh_tw, excluded.name_en)`);
}
