import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { channels } from '../channel/channel.table.ts';
import { customers } from '../customer/customer.table.ts';

/** What an order of a customer (null: every customer) on a channel (null: every channel) must meet. */
export const customerOrderRules = pgTable(
  'customer_order_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').references(() => customers.id),
    channelId: integer('channel_id').references(() => channels.id),
    maxPieceWeight: numeric('max_piece_weight', { precision: 11, scale: 3, mode: 'number' }),
    maxPieces: integer('max_pieces'),
    maxDeclaredValue: numeric('max_declared_value', { precision: 10, scale: 2, mode: 'number' }),
    declaredCurrency: varchar('declared_currency', { length: 3 }).notNull().default('USD'),
    /** Allowed destination countries; empty: any. */
    countries: varchar('countries', { length: 3 }).array().notNull().default(sql`'{}'::varchar[]`),
    enabled: boolean('enabled').notNull().default(true),
    remarks: varchar('remarks', { length: 120 }).notNull().default(''),
  },
  (t) => [
    // One rule per customer (or all) and channel (or all), so two rules never disagree about the same orders.
    uniqueIndex('customer_order_rules_scope_key').on(t.companyId, sql`coalesce(${t.customerId}, 0)`, sql`coalesce(${t.channelId}, 0)`),
    index('customer_order_rules_channel_idx').on(t.channelId),
  ],
);
