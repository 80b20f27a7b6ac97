import { integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { users } from '../account/account.table.ts';

/** A company's own wording of an interface text, applied on top of the shipped locale files. */
export const languageOverrides = pgTable(
  'language_overrides',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    locale: varchar('locale', { length: 5 }).notNull(),
    key: varchar('key', { length: 200 }).notNull(),
    value: text('value').notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.locale, t.key] })],
);
