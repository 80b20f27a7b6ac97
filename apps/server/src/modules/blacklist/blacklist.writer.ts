import { and, asc, count, gt, sql } from 'drizzle-orm';
import { BLACKLIST_LIMITS, blacklistFilter, blacklistTable, fieldError, normaliseBlacklistText, type BlacklistTableRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { bumpBlacklistVersion } from './blacklist.cache.ts';
import { countPatterns, whereOf } from './blacklist.queries.ts';
import { blacklistEntries } from './blacklist.table.ts';

const INSERT_BATCH = 10_000;
const EXPORT_BATCH = 5_000;
const KEY = sql`${blacklistEntries.subject} || ' ' || ${blacklistEntries.matchKind} || ' ' || ${blacklistEntries.normalised}`;

/** Of these keys, those of the company's entries for every customer (an imported entry is for every customer); the keys go as one JSON parameter. */
async function existingEntryKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db.select({ key: sql<string>`${KEY}` }).from(blacklistEntries)
    .where(sql`${blacklistEntries.companyId} = ${companyId} and ${blacklistEntries.customerId} is null and ${KEY} in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`);
  return new Set(rows.map((row) => row.key));
}

/** The checked rows inserted, the company's blacklist version raised; more patterns than a company may hold refuse the file. */
async function insertEntries(tx: Db, owner: TableOwner, rows: readonly BlacklistTableRow[]): Promise<void> {
  for (let from = 0; from < rows.length; from += INSERT_BATCH) {
    const batch = rows.slice(from, from + INSERT_BATCH).map((row) => ({
      subject: row.subject, match_kind: row.matchKind, value: row.value, note: row.note,
      normalised: normaliseBlacklistText(row.subject, row.value, row.matchKind === 'pattern'),
    }));
    await tx.execute(sql`insert into ${blacklistEntries} (company_id, subject, match_kind, value, normalised, note)
      select ${owner.companyId}, r.subject, r.match_kind, r.value, r.normalised, r.note
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(subject text, match_kind text, value text, normalised text, note text)`);
  }
  if (rows.some((row) => row.matchKind === 'pattern') && (await countPatterns(tx, owner.companyId)) > BLACKLIST_LIMITS.patternsPerCompany) {
    throw fieldError('matchKind', 'tooBig', { max: BLACKLIST_LIMITS.patternsPerCompany });
  }
  await bumpBlacklistVersion(tx, owner.companyId);
}

/** The export's rows after the list's filters, in keyset batches by id, with the template's columns. */
function exportEntries(db: Db, companyId: number, filter: unknown) {
  const where = whereOf(companyId, { ...blacklistFilter.parse(filter), pageSize: 50, currentPage: 1 });
  return {
    count: async () => (await db.select({ total: count() }).from(blacklistEntries).where(where))[0].total,
    batches: async function* () {
      for (let after = 0; ;) {
        const batch = await db.select({ id: blacklistEntries.id, subject: blacklistEntries.subject, matchKind: blacklistEntries.matchKind, value: blacklistEntries.value, note: blacklistEntries.note })
          .from(blacklistEntries).where(and(where, gt(blacklistEntries.id, after))).orderBy(asc(blacklistEntries.id)).limit(EXPORT_BATCH);
        if (!batch.length) return;
        after = batch[batch.length - 1].id;
        yield batch;
      }
    },
  };
}

/** Blacklist entries plugged into the reference tables' import and export (modules/tableImport). */
export const blacklistWriter: TableWriter<BlacklistTableRow> = {
  declaration: blacklistTable,
  existingKeys: existingEntryKeys,
  write: insertEntries,
  exportRows: exportEntries,
};
