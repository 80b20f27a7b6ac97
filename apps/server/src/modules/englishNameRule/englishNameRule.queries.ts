import { and, asc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { fieldError, type EnglishNameRuleView, type ListEnglishNameRulesInput, type Page } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { containing } from '../country/index.ts';
import { englishNameRules } from './englishNameRule.table.ts';

export type EnglishNameRuleRow = typeof englishNameRules.$inferSelect;

/** The caller's company's rule; another company's answers exactly like a missing one. */
export async function findEnglishNameRule(db: Db, companyId: number, id: number): Promise<EnglishNameRuleRow> {
  const [row] = await db.select().from(englishNameRules).where(and(eq(englishNameRules.id, id), eq(englishNameRules.companyId, companyId)));
  if (!row) throw fieldError('id', 'notFound');
  return row;
}

export async function countEnglishNameRules(db: Db, companyId: number): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(englishNameRules).where(eq(englishNameRules.companyId, companyId));
  return total;
}

/** The company's rules the list's (or an export's) filters select. */
export function englishNameRulesWhere(companyId: number, input: Pick<ListEnglishNameRulesInput, 'kind' | 'nameCn' | 'nameEn'>): SQL | undefined {
  return and(
    eq(englishNameRules.companyId, companyId),
    input.kind ? eq(englishNameRules.kind, input.kind) : undefined,
    input.nameCn ? ilike(englishNameRules.nameCn, containing(input.nameCn)) : undefined,
    input.nameEn ? ilike(englishNameRules.nameEn, containing(input.nameEn)) : undefined,
  );
}

export const toEnglishNameRuleView = ({ id, kind, nameCn, nameEn }: EnglishNameRuleRow): EnglishNameRuleView => ({ id, kind, nameCn, nameEn });

/** One page of the company's rules by kind and Chinese name. */
export async function listEnglishNameRulePage(db: Db, companyId: number, input: ListEnglishNameRulesInput): Promise<Page<EnglishNameRuleView>> {
  const where = englishNameRulesWhere(companyId, input);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(englishNameRules).where(where).orderBy(asc(englishNameRules.kind), asc(englishNameRules.nameCn), asc(englishNameRules.nameEn))
      .limit(input.pageSize).offset(input.pageSize * (input.currentPage - 1)),
    db.select({ total: sql<number>`count(*)::int` }).from(englishNameRules).where(where),
  ]);
  return { list: rows.map(toEnglishNameRuleView), total };
}

/** What the audit log keeps of a rule. */
export const englishNameRuleSnapshot = (row: EnglishNameRuleRow) => ({
  label: `${row.kind} ${row.nameCn} ${row.nameEn}`.replace(/\s+/g, ' '),
  fields: { kind: row.kind, nameCn: row.nameCn, nameEn: row.nameEn },
});
