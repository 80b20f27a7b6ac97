import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { AddressType } from '@parcelflow/contract';
import { companies } from '../company/company.table.ts';

/** Address book (entities-rules.md 5.3): the company's saved receivers and senders, picked on the order form. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    type: varchar('type', { length: 10 }).$type<AddressType>().notNull(),
    alias: varchar('alias', { length: 8 }).notNull().default(''),
    name: varchar('name', { length: 40 }).notNull(),
    company: varchar('company', { length: 120 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull(),
    email: varchar('email', { length: 50 }).notNull().default(''),
    country: varchar('country', { length: 3 }).notNull(),
    state: varchar('state', { length: 30 }).notNull().default(''),
    city: varchar('city', { length: 30 }).notNull(),
    postcode: varchar('postcode', { length: 10 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull(),
    taxNo: varchar('tax_no', { length: 30 }).notNull().default(''),
    isCommon: boolean('is_common').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('addresses_company_type_idx').on(t.companyId, t.type)],
);
