import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/account.table.ts';
import { channels } from '../channel/channel.table.ts';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';
import { printTemplates } from './printTemplate.table.ts';

/**
 * Customer print rule (3.15): how a customer's orders on a channel (null: every channel) print. The label template
 * (null: the defaults decide), the customer's EDI account and key with the carrier, and whether the customer's own
 * login may print its transfer labels. One rule per customer and channel, and one per customer for every channel.
 */
export const customerPrintRules = pgTable(
  'customer_print_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => printTemplates.id, { onDelete: 'set null' }),
    ediAccount: varchar('edi_account', { length: 60 }).notNull().default(''),
    ediKey: varchar('edi_key', { length: 120 }).notNull().default(''),
    mayPrintTransferLabel: boolean('may_print_transfer_label').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by').notNull().references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_print_rules_channel_key').on(t.customerId, t.channelId).where(sql`${t.channelId} is not null`),
    uniqueIndex('customer_print_rules_all_channels_key').on(t.customerId).where(sql`${t.channelId} is null`),
    index('customer_print_rules_company_idx').on(t.companyId),
    index('customer_print_rules_channel_idx').on(t.channelId),
    index('customer_print_rules_template_idx').on(t.templateId),
  ],
);

export type CustomerPrintRuleRow = typeof customerPrintRules.$inferSelect;
