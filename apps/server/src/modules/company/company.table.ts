import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A tenant: a carrier (logistics company) or a cargo owner. Every business row hangs off one. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    companyNo: varchar('company_no', { length: 10 }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<'carrier' | 'cargoOwner'>().notNull(),
    nameCn: varchar('name_cn', { length: 20 }).notNull(),
    nameEn: varchar('name_en', { length: 120 }).notNull().default(''),
    /** A carrier's own domain: the web looks the company up by host and opens its carrier login. */
    customHost: varchar('custom_host', { length: 255 }),
    recordNo: varchar('record_no', { length: 60 }).notNull().default(''),
    status: varchar('status', { length: 10 }).$type<'active' | 'disabled'>().notNull().default('active'),
    lockMinutes: integer('lock_minutes').notNull().default(30),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [
    uniqueIndex('companies_company_no_key').on(sql`lower(${t.companyNo})`),
    uniqueIndex('companies_custom_host_key').on(t.customHost),
  ],
);
