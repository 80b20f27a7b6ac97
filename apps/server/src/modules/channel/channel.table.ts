import { boolean, integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ChannelDestination } from '@parcelflow/contract';
import { companies } from '../company/company.table.ts';

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
