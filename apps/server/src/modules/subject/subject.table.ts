import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { SubjectTaxType } from '@parcelflow/contract';
import { companies } from '../company/company.table.ts';
import { countries } from '../country/country.table.ts';
import { customers } from '../customer/customer.table.ts';

/** The legal entities a carrier's customer ships as, with the tax numbers the order form copies onto the sender. */
export const subjects = pgTable(
  'subjects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull().references(() => countries.code),
    address: varchar('address', { length: 200 }).notNull().default(''),
    vatNo: varchar('vat_no', { length: 20 }).notNull().default(''),
    eoriNo: varchar('eori_no', { length: 17 }).notNull().default(''),
    iossNo: varchar('ioss_no', { length: 12 }).notNull().default(''),
    otherTaxType: varchar('other_tax_type', { length: 10 }).$type<SubjectTaxType>(),
    otherTaxNo: varchar('other_tax_no', { length: 30 }).notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subjects_customer_name_key').on(t.companyId, t.customerId, t.name),
    // At most one default per customer: saving a new default clears the old one first.
    uniqueIndex('subjects_customer_default_key').on(t.customerId).where(sql`${t.isDefault}`),
    index('subjects_company_name_idx').on(t.companyId, t.name),
  ],
);
