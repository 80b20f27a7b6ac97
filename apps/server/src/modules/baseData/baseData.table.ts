import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/** A company's own goods types, units and purposes (systemManage/baseData), named in the three languages. */
export const baseDataEntries = pgTable(
  'base_data_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: varchar('kind', { length: 20 }).notNull(),
    code: varchar('code', { length: 50 }).notNull(),
    nameZhCn: varchar('name_zh_cn', { length: 40 }).notNull(),
    nameZhTw: varchar('name_zh_tw', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 40 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A purpose is kept as declared; "gift" and "Gift" are still one value.
  (t) => [uniqueIndex('base_data_entries_company_kind_code_key').on(t.companyId, t.kind, sql`lower(${t.code})`)],
);
