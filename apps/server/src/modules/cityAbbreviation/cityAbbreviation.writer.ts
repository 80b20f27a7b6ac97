import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { cityAbbreviationFilter, cityAbbreviationTable, type CityAbbreviationImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { cityAbbreviationsWhere } from './cityAbbreviation.queries.ts';
import { cityAbbreviations } from './cityAbbreviation.table.ts';

/** Rows per statement, reading keys and writing rows alike. */
const BATCH = 5_000;

/** Of the file's keys ("US LAX"), those the company holds already. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let from = 0; from < keys.length; from += BATCH) {
    const rows = await db.select({ countryCode: cityAbbreviations.countryCode, code: cityAbbreviations.code }).from(cityAbbreviations)
      .where(and(eq(cityAbbreviations.companyId, companyId), inArray(sql`${cityAbbreviations.countryCode} || ' ' || ${cityAbbreviations.code}`, keys.slice(from, from + BATCH))));
    for (const row of rows) taken.add(`${row.countryCode} ${row.code}`);
  }
  return taken;
}

/** Inserts the import's checked rows a batch per statement, in the import's one transaction. */
async function write(tx: Db, owner: TableOwner, rows: readonly CityAbbreviationImportRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH).map((row) => ({ country_code: row.countryCode, city_name: row.cityName, city_name_en: row.cityNameEn, code: row.code, remarks: row.remarks }));
    await tx.execute(sql`
      insert into ${cityAbbreviations} (company_id, country_code, city_name, city_name_en, code, remarks)
      select ${owner.companyId}, r.country_code, r.city_name, r.city_name_en, r.code, r.remarks
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(country_code varchar, city_name varchar, city_name_en varchar, code varchar, remarks varchar)`);
  }
}

/** The export's rows after the list's filters, in keyset batches by id. */
function exportRows(db: Db, companyId: number, filter: unknown) {
  const where = cityAbbreviationsWhere(companyId, cityAbbreviationFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(cityAbbreviations).where(where))[0].total,
    batches: async function* () {
      for (let after = 0; ;) {
        const batch = await db.select().from(cityAbbreviations).where(and(where, gt(cityAbbreviations.id, after))).orderBy(asc(cityAbbreviations.id)).limit(BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1].id;
        yield batch;
      }
    },
  };
}

/** City abbreviations plugged into the reference tables' import and export (modules/tableImport). */
export const cityAbbreviationWriter: TableWriter<CityAbbreviationImportRow> = { declaration: cityAbbreviationTable, existingKeys, write, exportRows };
