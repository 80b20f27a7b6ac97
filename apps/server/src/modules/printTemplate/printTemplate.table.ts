import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { LabelLayout, PrintMethod, PrintScenario, PrintTemplateType } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { channels } from '../channel/channel.table.ts';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';

/** A company's print template (3.14): what it prints, how, when, and its layout as the contract checked it. */
export const printTemplates = pgTable(
  'print_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 40 }).notNull().default(''),
    type: varchar('type', { length: 16 }).$type<PrintTemplateType>().notNull(),
    printMethod: varchar('print_method', { length: 8 }).$type<PrintMethod>().notNull(),
    scenario: varchar('scenario', { length: 8 }).$type<PrintScenario>().notNull(),
    interfaceUrl: varchar('interface_url', { length: 200 }).notNull().default(''),
    layout: jsonb('layout').$type<LabelLayout>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by').notNull().references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('print_templates_company_name_key').on(t.companyId, t.name)],
);

export type PrintTemplateRow = typeof printTemplates.$inferSelect;

/**
 * Which template a channel's or a customer's orders print with, one per type for each (the type copied from the
 * template so the unique index can hold it). Deleting the template, channel or customer drops the assignment.
 */
export const printTemplateDefaults = pgTable(
  'print_template_defaults',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    templateId: integer('template_id').notNull().references(() => printTemplates.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 16 }).$type<PrintTemplateType>().notNull(),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('print_template_defaults_channel_type_key').on(t.channelId, t.type),
    uniqueIndex('print_template_defaults_customer_type_key').on(t.customerId, t.type),
    index('print_template_defaults_template_idx').on(t.templateId),
    check('print_template_defaults_one_target', sql`(${t.channelId} is null) <> (${t.customerId} is null)`),
  ],
);
