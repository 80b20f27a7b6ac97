import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/**
 * A carrier's English name rules: `exact` and `contains` map a Chinese goods name to an English declared name,
 * `refused` names an English word no invoice line may declare. `match_key` is the natural key (englishNameRuleKey).
 */
export const englishNameRules = pgTable(
  'english_name_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: varchar('kind', { length: 10 }).notNull().$type<'exact' | 'contains' | 'refused'>(),
    nameCn: varchar('name_cn', { length: 100 }).notNull().default(''),
    nameEn: varchar('name_en', { length: 100 }).notNull(),
    matchKey: varchar('match_key', { length: 120 }).notNull(),
  },
  (t) => [
    uniqueIndex('english_name_rules_company_key').on(t.companyId, t.matchKey),
    index('english_name_rules_company_kind_idx').on(t.companyId, t.kind, t.nameCn),
  ],
);
