import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { positions } from '../position/position.table.ts';

/** Site (entities-rules.md 3.5): head office and branches. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 20 }).notNull(),
    nameCn: varchar('name_cn', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull().default(''),
    siteType: varchar('site_type', { length: 12 }).$type<'headOffice' | 'branch' | 'outlet'>().notNull(),
    parentId: integer('parent_id'),
    businessCategory: varchar('business_category', { length: 20 }).notNull(),
    baseCurrency: varchar('base_currency', { length: 3 }).notNull(),
    personInCharge: varchar('person_in_charge', { length: 40 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull().default(''),
  },
  (t) => [uniqueIndex('sites_company_code_key').on(t.companyId, t.code), index('sites_company_idx').on(t.companyId)],
);

/** Staff (3.4): an employee, in post, suspended or left, optionally bound to a login. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    gender: varchar('gender', { length: 6 }).$type<'male' | 'female'>().notNull(),
    status: varchar('status', { length: 10 }).$type<'inPost' | 'suspended' | 'left'>().notNull().default('inPost'),
    siteId: integer('site_id').references(() => sites.id),
    department: varchar('department', { length: 40 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    positionId: integer('position_id').references(() => positions.id),
    hireDate: date('hire_date'),
  },
  (t) => [uniqueIndex('staff_company_code_key').on(t.companyId, t.code)],
);

/** Customer (3.3) of a carrier. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'normal' | 'stopped' | 'suspended'>().notNull().default('normal'),
    enabled: boolean('enabled').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    settlementType: varchar('settlement_type', { length: 16 }).notNull(),
    attribute: varchar('attribute', { length: 12 }).notNull(),
    isCommon: boolean('is_common').notNull().default(false),
    siteId: integer('site_id').references(() => sites.id),
    linkedOwnerCompanyId: integer('linked_owner_company_id').references(() => companies.id),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 90 }).notNull(),
    companyName: varchar('company_name', { length: 90 }).notNull().default(''),
    country: varchar('country', { length: 3 }).notNull().default(''),
    province: varchar('province', { length: 40 }).notNull().default(''),
    city: varchar('city', { length: 40 }).notNull().default(''),
  },
  (t) => [uniqueIndex('customers_company_code_key').on(t.companyId, t.code)],
);

/** Transport channel (3.6). */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 40 }).notNull(),
    nameCn: varchar('name_cn', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 40 }).notNull().default(''),
    transportClass: varchar('transport_class', { length: 16 }).notNull(),
    businessType: varchar('business_type', { length: 40 }).notNull().default(''),
    trackable: boolean('trackable').notNull().default(true),
    /** Audited orders wait in "to get label" until the last-mile carrier's label is fetched. */
    labelFromCarrier: boolean('label_from_carrier').notNull().default(false),
    senderName: varchar('sender_name', { length: 40 }).notNull().default(''),
    senderPhone: varchar('sender_phone', { length: 40 }).notNull().default(''),
    senderAddress: varchar('sender_address', { length: 120 }).notNull().default(''),
    postcodeDestinations: boolean('postcode_destinations').notNull().default(false),
  },
  (t) => [uniqueIndex('channels_company_code_key').on(t.companyId, t.code)],
);
