import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { ENGLISH_NAME_RULE_LIMITS, englishNameRuleFilter, englishNameRuleKey, englishNameRuleTable, fieldError, type EnglishNameRuleImportRow } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { TableOwner, TableWriter } from '../tableImport/index.ts';
import { countEnglishNameRules, englishNameRulesWhere } from './englishNameRule.queries.ts';
import { englishNameRules } from './englishNameRule.table.ts';

/** A company holds at most 5,000 rules, so one statement reads or writes any file's. */
const MAX = ENGLISH_NAME_RULE_LIMITS.perCompany;

/** Of the file's keys, those the company holds already. */
async function existingKeys(db: Db, companyId: number, keys: readonly string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db.select({ matchKey: englishNameRules.matchKey }).from(englishNameRules)
    .where(and(eq(englishNameRules.companyId, companyId), inArray(englishNameRules.matchKey, [...keys])));
  return new Set(rows.map((row) => row.matchKey));
}

/** Inserts the import's checked rows in one statement, in the import's one transaction; beyond the cap the file is refused. */
async function write(tx: Db, owner: TableOwner, rows: readonly EnglishNameRuleImportRow[]): Promise<void> {
  if (!rows.length) return;
  if ((await countEnglishNameRules(tx, owner.companyId)) + rows.length > MAX) throw fieldError('file', 'tooBig', { max: MAX });
  await tx.insert(englishNameRules).values(rows.map((row) => {
    const values = { kind: row.kind, nameCn: row.kind === 'refused' ? '' : row.nameCn, nameEn: row.nameEn };
    return { ...values, companyId: owner.companyId, matchKey: englishNameRuleKey(values) };
  }));
}

/** The export's rows after the list's filters, in keyset batches by id. */
function exportRows(db: Db, companyId: number, filter: unknown) {
  const where = englishNameRulesWhere(companyId, englishNameRuleFilter.parse(filter));
  return {
    count: async () => (await db.select({ total: sql<number>`count(*)::int` }).from(englishNameRules).where(where))[0].total,
    batches: async function* () {
      for (let after = 0; ;) {
        const batch = await db.select().from(englishNameRules).where(and(where, gt(englishNameRules.id, after))).orderBy(asc(englishNameRules.id)).limit(MAX);
        if (!batch.length) return;
        after = batch[batch.length - 1].id;
        yield batch;
      }
    },
  };
}

/** English name rules plugged into the reference tables' import and export (modules/tableImport). */
export const englishNameRuleWriter: TableWriter<EnglishNameRuleImportRow> = { declaration: englishNameRuleTable, existingKeys, write, exportRows };
