import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/**
 * A company's postcodes (Dataquery/zipcodeInformation): the postcode as typed and as compared (upper case, no spaces
 * or hyphens), its city as typed and as compared (lower case, accents dropped), and its state; unique per company,
 * country and compared postcode.
 */
export const postcodes = pgTable(
  'postcodes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    country: varchar('country', { length: 2 }).notNull(),
    postcode: varchar('postcode', { length: 20 }).notNull(),
    postcodeKey: varchar('postcode_key', { length: 20 }).notNull(),
    city: varchar('city', { length: 60 }).notNull(),
    cityKey: varchar('city_key', { length: 60 }).notNull(),
    state: varchar('state', { length: 60 }).notNull().default(''),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('postcodes_company_country_postcode_key').on(t.companyId, t.country, t.postcodeKey),
    // The list's prefix filter: LIKE 'AB%' uses a pattern-ops index whatever the database's collation.
    index('postcodes_company_postcode_prefix_idx').on(t.companyId, t.postcodeKey.op('varchar_pattern_ops')),
  ],
);
