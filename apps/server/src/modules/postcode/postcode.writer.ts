import { sql } from 'drizzle-orm';
import { postcodeTable, type PostcodeRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { existingPostcodeKeys, postcodeExportRows } from './postcode.queries.ts';
import { postcodes } from './postcode.table.ts';
import { storedPostcode } from './postcode-keys.ts';

/** Rows per insert statement: one JSON parameter each, well under any statement limit. */
const INSERT_BATCH = 10_000;

/** A place of the table as typed: what an import row and the demo data give. */
export type PostcodePlace = { country: string; postcode: string; city: string; state: string };

/**
 * Inserts rows in a few statements (each a JSON array of rows), in the caller's transaction: an import's rows, or the
 * demo data (no user).
 */
export async function insertPostcodes(tx: Db, companyId: number, updatedBy: number | null, rows: readonly PostcodePlace[]): Promise<void> {
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH).map((row) => {
      const stored = storedPostcode(row);
      return { country: stored.country, postcode: stored.postcode, postcode_key: stored.postcodeKey, city: stored.city, city_key: stored.cityKey, state: stored.state };
    });
    await tx.execute(sql`
      insert into ${postcodes} (company_id, country, postcode, postcode_key, city, city_key, state, updated_by)
      select ${companyId}, r.country, r.postcode, r.postcode_key, r.city, r.city_key, r.state, ${updatedBy}::int
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as r(country varchar, postcode varchar, postcode_key varchar, city varchar, city_key varchar, state varchar)`);
  }
}

/** The postcode table plugged into the reference tables' import and export (modules/tableImport). */
export const postcodeWriter: TableWriter<PostcodeRow> = {
  declaration: postcodeTable,
  existingKeys: existingPostcodeKeys,
  write: (tx: Db, owner: TableOwner, rows: readonly PostcodeRow[]) => insertPostcodes(tx, owner.companyId, owner.userId, rows),
  exportRows: postcodeExportRows,
};
