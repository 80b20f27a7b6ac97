import { index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { countries } from '../country/country.table.ts';
import { customers } from '../customer/customer.table.ts';

/** A customer's product as its invoice lines declare it; one row per customer and SKU code (upper case). */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    code: varchar('code', { length: 40 }).notNull(),
    nameCn: varchar('name_cn', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull().default(''),
    customsCode: varchar('customs_code', { length: 20 }).notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 10, scale: 2, mode: 'number' }),
    currency: varchar('currency', { length: 3 }).notNull(),
    unitWeight: numeric('unit_weight', { precision: 11, scale: 3, mode: 'number' }),
    material: varchar('material', { length: 50 }).notNull().default(''),
    purpose: varchar('purpose', { length: 50 }).notNull().default(''),
    brand: varchar('brand', { length: 60 }).notNull().default(''),
    origin: varchar('origin', { length: 2 }).references(() => countries.code),
    unit: varchar('unit', { length: 10 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('skus_customer_code_key').on(t.customerId, t.code),
    index('skus_company_code_idx').on(t.companyId, t.code),
  ],
);
