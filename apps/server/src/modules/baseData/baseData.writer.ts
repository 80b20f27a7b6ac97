import { asc, eq, sql } from 'drizzle-orm';
import { BASE_DATA_LIMITS, baseDataFilter, baseDataTable, builtInBaseData, EXTENSIBLE_BASE_DATA_KINDS, fieldError, normaliseBaseDataCode, type BaseDataImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { baseDataWhere, countOfKind } from './baseData.queries.ts';
import { baseDataEntries } from './baseData.table.ts';

const MAX = BASE_DATA_LIMITS.perKindMax;

/** Of the file's keys (kind, tab, lower-case code), those the company holds, and those the product has built in. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  const rows = await db.select({ kind: baseDataEntries.kind, code: baseDataEntries.code }).from(baseDataEntries).where(eq(baseDataEntries.companyId, companyId));
  const held = new Set(rows.map((row) => `${row.kind}\t${row.code.toLowerCase()}`));
  return new Set(keys.filter((key) => {
    const [kind, code] = key.split('\t') as [BaseDataImportRow['kind'], string];
    return held.has(key) || builtInBaseData(kind, code) !== undefined;
  }));
}

/** Inserts the checked rows in the import's one transaction; a kind the file would take past 200 refuses it whole. */
async function write(tx: Db, owner: TableOwner, rows: readonly BaseDataImportRow[]): Promise<void> {
  for (const kind of EXTENSIBLE_BASE_DATA_KINDS) {
    const adding = rows.filter((row) => row.kind === kind).length;
    if (adding && (await countOfKind(tx, owner.companyId, kind)) + adding > MAX) throw fieldError('file', 'tooBig', { max: MAX });
  }
  if (!rows.length) return;
  await tx.insert(baseDataEntries).values(rows.map((row) => ({ ...row, code: normaliseBaseDataCode(row.kind, row.code), companyId: owner.companyId })));
}

/** The company's own values after the list's filters (built-in ones are the product's, not the file's), by kind and code. */
function exportRows(db: Db, companyId: number, filter: unknown) {
  const where = baseDataWhere(companyId, baseDataFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(baseDataEntries).where(where))[0].total,
    batches: async function* () {
      // At most 600 rows: one batch.
      yield await db.select().from(baseDataEntries).where(where).orderBy(asc(baseDataEntries.kind), asc(baseDataEntries.code));
    },
  };
}

/** Base data plugged into the reference tables' import and export (modules/tableImport). */
export const baseDataWriter: TableWriter<BaseDataImportRow> = { declaration: baseDataTable, existingKeys, write, exportRows };
