import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PriceLevelMode } from '@parcelflow/contract';
import { channels } from '../channel/channel.table.ts';
import { companies } from '../company/company.table.ts';
import { customerGroups } from '../customerGroup/customerGroup.table.ts';

/**
 * A price level (docs/prices.md): what a customer whose freight quotation names it, or a customer of a group it applies
 * to, is quoted. The customer names it by name (customers.quotation), so renaming a level renames their quotation.
 */
export const priceLevels = pgTable(
  'price_levels',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 90 }).notNull(),
    remarks: varchar('remarks', { length: 120 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_levels_company_name_key').on(t.companyId, t.name)],
);

/** Per channel (null: every channel without a rule of its own): a percentage on the selling card, or the level's own cards. */
export const priceLevelRules = pgTable(
  'price_level_rules',
  {
    levelId: integer('level_id').notNull().references(() => priceLevels.id, { onDelete: 'cascade' }),
    channelId: integer('channel_id').references(() => channels.id),
    mode: varchar('mode', { length: 10 }).$type<PriceLevelMode>().notNull(),
    // Exact decimals, never a float (docs/finance.md).
    adjustPercent: numeric('adjust_percent', { precision: 8, scale: 4 }),
  },
  (t) => [uniqueIndex('price_level_rules_level_channel_key').on(t.levelId, sql`coalesce(${t.channelId}, 0)`), index('price_level_rules_channel_idx').on(t.channelId)],
);

/** The groups a level applies to; a group is in one level at most. */
export const priceLevelGroups = pgTable(
  'price_level_groups',
  {
    levelId: integer('level_id').notNull().references(() => priceLevels.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').notNull().references(() => customerGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('price_level_groups_group_key').on(t.groupId), index('price_level_groups_level_idx').on(t.levelId)],
);
