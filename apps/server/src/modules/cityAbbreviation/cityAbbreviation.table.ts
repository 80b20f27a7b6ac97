import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { countries } from '../country/country.table.ts';

/** The short city codes a carrier prints on labels; one code per company and country. */
export const cityAbbreviations = pgTable(
  'city_abbreviations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    countryCode: varchar('country_code', { length: 2 }).notNull().references(() => countries.code),
    cityName: varchar('city_name', { length: 40 }).notNull(),
    cityNameEn: varchar('city_name_en', { length: 40 }).notNull().default(''),
    code: varchar('code', { length: 10 }).notNull(),
    remarks: varchar('remarks', { length: 120 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('city_abbreviations_company_country_code_key').on(t.companyId, t.countryCode, t.code),
    index('city_abbreviations_company_city_idx').on(t.companyId, t.countryCode, t.cityName),
  ],
);
