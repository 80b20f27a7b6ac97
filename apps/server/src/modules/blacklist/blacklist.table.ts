import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { BlacklistAction, BlacklistField, BlacklistMatchKind, BlacklistSubject } from '@parcelflow/contract';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';

/** What a carrier refuses: a value of a subject, matched exactly, inside a field, or by a wildcard pattern. */
export const blacklistEntries = pgTable(
  'blacklist_entries',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    subject: varchar('subject', { length: 20 }).$type<BlacklistSubject>().notNull(),
    matchKind: varchar('match_kind', { length: 10 }).$type<BlacklistMatchKind>().notNull(),
    /** As typed, shown on the screen and in a refusal. */
    value: varchar('value', { length: 200 }).notNull(),
    /** As compared (normaliseBlacklistText): the key that makes an entry unique. */
    normalised: varchar('normalised', { length: 200 }).notNull(),
    /** Null: every customer's orders. */
    customerId: integer('customer_id').references(() => customers.id),
    note: varchar('note', { length: 200 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One entry per subject, kind, compared value and customer (or every customer): a duplicate is refused naming it.
    uniqueIndex('blacklist_entries_key').on(t.companyId, t.subject, t.matchKind, t.normalised, sql`coalesce(${t.customerId}, 0)`),
    index('blacklist_entries_customer_idx').on(t.customerId),
  ],
);

/** Per subject, the fields compared and what a match does; a subject without a row takes the defaults. */
export const blacklistRules = pgTable(
  'blacklist_rules',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    subject: varchar('subject', { length: 20 }).$type<BlacklistSubject>().notNull(),
    fields: text('fields').array().$type<BlacklistField[]>().notNull(),
    action: varchar('action', { length: 10 }).$type<BlacklistAction>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.subject] })],
);

/**
 * A company's blacklist version, raised by every change of its entries or rules in the same transaction: a server
 * copy's in-memory matcher is used only while its version is the database's, so every copy stays correct.
 */
export const blacklistVersions = pgTable('blacklist_versions', {
  companyId: integer('company_id').primaryKey().references(() => companies.id),
  version: bigint('version', { mode: 'number' }).notNull(),
});
