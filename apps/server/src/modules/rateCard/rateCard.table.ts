import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { RateCardKind, Surcharge, VolumetricBasis, WeightBreak, Zone } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { channels } from '../channel/channel.table.ts';
import { companies } from '../company/company.table.ts';
import { priceLevels } from '../priceLevel/priceLevel.table.ts';

/**
 * A channel's rate card of one kind (sell or cost), in force from its first day until its last or the channel's next
 * card of the kind (docs/prices.md). Zones, breaks and surcharges are kept whole as the contract shapes them, their
 * decimals as text; the header's money and weights are exact numerics.
 */
export const rateCards = pgTable(
  'rate_cards',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    channelId: integer('channel_id').notNull().references(() => channels.id),
    kind: varchar('kind', { length: 8 }).$type<RateCardKind>().notNull(),
    /** A price level's own selling card; null: the channel's standard card of its kind. */
    priceLevelId: integer('price_level_id').references(() => priceLevels.id),
    name: varchar('name', { length: 60 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    public: boolean('public').notNull().default(false),
    volumetricBasis: varchar('volumetric_basis', { length: 10 }).$type<VolumetricBasis>().notNull(),
    volumetricDivisor: integer('volumetric_divisor').notNull(),
    weightStep: numeric('weight_step', { precision: 9, scale: 3 }).notNull(),
    minCharge: numeric('min_charge', { precision: 14, scale: 4 }).notNull(),
    maxPieceWeight: numeric('max_piece_weight', { precision: 9, scale: 3 }),
    transitDaysMin: integer('transit_days_min'),
    transitDaysMax: integer('transit_days_max'),
    serviceTerms: varchar('service_terms', { length: 500 }).notNull().default(''),
    zones: jsonb('zones').$type<Zone[]>().notNull(),
    breaks: jsonb('breaks').$type<WeightBreak[]>().notNull(),
    surcharges: jsonb('surcharges').$type<Surcharge[]>().notNull(),
    /** Bumped on every save: the price module caches compiled cards by id and version. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [
    uniqueIndex('rate_cards_channel_kind_day_key').on(t.companyId, t.channelId, t.kind, sql`coalesce(${t.priceLevelId}, 0)`, t.validFrom),
    // The cards of a company in force on a day: its kind's first days up to the day.
    index('rate_cards_company_kind_day_idx').on(t.companyId, t.kind, t.validFrom),
  ],
);
