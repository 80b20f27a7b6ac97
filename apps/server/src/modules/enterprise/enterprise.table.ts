import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar, date, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ChannelDestination } from '@parcelflow/contract';
import { companies } from '../company/company.table.ts';
import { customerGroups } from '../customerGroup/customerGroup.table.ts';
import { positions } from '../position/position.table.ts';

/** Site (entities-rules.md 3.5): a tree with the head office as its root; codes and names are unique in the company. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 20 }).notNull(),
    nameCn: varchar('name_cn', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull().default(''),
    siteType: varchar('site_type', { length: 12 }).$type<'headOffice' | 'branch' | 'outlet'>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => sites.id),
    businessCategory: varchar('business_category', { length: 20 }).notNull(),
    baseCurrency: varchar('base_currency', { length: 3 }).notNull(),
    personInCharge: varchar('person_in_charge', { length: 40 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull().default(''),
  },
  (t) => [
    uniqueIndex('sites_company_code_key').on(t.companyId, t.code),
    index('sites_company_idx').on(t.companyId),
    uniqueIndex('sites_company_name_cn_key').on(t.companyId, t.nameCn),
    uniqueIndex('sites_company_name_en_key').on(t.companyId, sql`lower(${t.nameEn})`).where(sql`${t.nameEn} <> ''`),
    // One head office per company: the root of its tree.
    uniqueIndex('sites_company_head_office_key').on(t.companyId).where(sql`${t.siteType} = 'headOffice'`),
    index('sites_parent_idx').on(t.parentId),
  ],
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
  (t) => [uniqueIndex('staff_company_code_key').on(t.companyId, t.code), index('staff_company_site_idx').on(t.companyId, t.siteId)],
);

/** Customer (3.3) of a carrier; deleting one only stamps deletedAt, since its orders keep pointing at it. */
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
    groupId: integer('group_id').notNull().references(() => customerGroups.id),
    /** The freight quotation (price sheet) the customer is quoted, by name. */
    quotation: varchar('quotation', { length: 90 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_company_code_key').on(t.companyId, t.code),
    index('customers_company_group_idx').on(t.companyId, t.groupId),
    // A cargo owner's orders go to the one live customer linked to it (orderCompany).
    uniqueIndex('customers_company_linked_owner_key').on(t.companyId, t.linkedOwnerCompanyId).where(sql`${t.deletedAt} is null`),
  ],
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
    /** Countries served and, when postcode-based, their postcode rules; empty: every destination. */
    destinations: jsonb('destinations').$type<ChannelDestination[]>().notNull().default([]),
    /** A disabled channel takes no new orders; one orders or segments use is disabled rather than deleted. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('channels_company_code_key').on(t.companyId, t.code)],
);
