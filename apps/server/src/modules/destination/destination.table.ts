import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { DestinationKind } from '@parcelflow/contract';
import { companies } from '../company/company.table.ts';
import { countries } from '../country/country.table.ts';

/** A carrier's own destination codes (a country, a warehouse or an area in one) and the zones its pricing reads. */
export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 10 }).notNull(),
    nameCn: varchar('name_cn', { length: 60 }).notNull(),
    nameEn: varchar('name_en', { length: 60 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 2 }).notNull().references(() => countries.code),
    kind: varchar('kind', { length: 10 }).$type<DestinationKind>().notNull().default('country'),
    zone: varchar('zone', { length: 20 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 120 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('destinations_company_code_key').on(t.companyId, t.code),
    index('destinations_company_country_idx').on(t.companyId, t.countryCode),
  ],
);
