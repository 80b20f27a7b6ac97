import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { destinationFilter, destinationTable, type DestinationImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { destinationsWhere } from './destination.queries.ts';
import { destinations } from './destination.table.ts';

/** Rows per statement, reading keys and writing rows alike. */
const BATCH = 5_000;

/** Of the file's codes, those the company holds already. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let from = 0; from < keys.length; from += BATCH) {
    const rows = await db.select({ code: destinations.code }).from(destinations)
      .where(and(eq(destinations.companyId, companyId), inArray(destinations.code, keys.slice(from, from + BATCH))));
    for (const row of rows) taken.add(row.code);
  }
  return taken;
}

/** Inserts the import's checked rows (enabled) a batch per statement, in the import's one transaction. */
async function write(tx: Db, owner: TableOwner, rows: readonly DestinationImportRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += BATCH) {
    const batch = rows.slice(from, from + BATCH).map((row) => ({
      code: row.code, name_cn: row.nameCn, name_en: row.nameEn, country_code: row.countryCode, kind: row.kind, zone: row.zone, remarks: row.remarks,
    }));
    await tx.execute(sql`
      insert into ${destinations} (company_id, code, name_cn, name_en, country_code, kind, zone, remarks)
      select ${owner.companyId}, r.code, r.name_cn, r.name_en, r.country_code, r.kind, r.zone, r.remarks
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(code varchar, name_cn varchar, name_en varchar, country_code varchar, kind varchar, zone varchar, remarks varchar)`);
  }
}

/** The export's rows after the list's filters, in keyset batches by id. */
function exportRows(db: Db, companyId: number, filter: unknown) {
  const where = destinationsWhere(companyId, destinationFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(destinations).where(where))[0].total,
    batches: async function* () {
      for (let after = 0; ;) {
        const batch = await db.select().from(destinations).where(and(where, gt(destinations.id, after))).orderBy(asc(destinations.id)).limit(BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1].id;
        yield batch;
      }
    },
  };
}

/** Destination codes plugged into the reference tables' import and export (modules/tableImport). */
export const destinationWriter: TableWriter<DestinationImportRow> = { declaration: destinationTable, existingKeys, write, exportRows };
