import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { RemoteClass } from '@parcelflow/contract';
import { channels } from '../channel/channel.table.ts';
import { companies } from '../company/company.table.ts';
import { countries } from '../country/country.table.ts';

/**
 * A carrier's remote areas (Dataquery/remotedata): for one channel or (channel_id null) every channel, a country's
 * postcode rule (as typed, and its bounds as compared: a prefix is a range from itself to itself) or city (as typed,
 * and as compared: lower case, accents dropped), with its surcharge class. Unique per company, channel, country and
 * place (`place_key`: the rule, or "city:" and the compared city).
 */
/** How a remote area matches an order's place. */
export type PlaceKind = 'prefix' | 'range' | 'city';

export const remoteAreas = pgTable(
  'remote_areas',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    channelId: integer('channel_id').references(() => channels.id, { onDelete: 'cascade' }),
    country: varchar('country', { length: 2 }).notNull().references(() => countries.code),
    /** How the row matches (remoteArea-keys.ts): 'prefix' (a rule from itself to itself), 'range' or 'city'. */
    placeKind: varchar('place_kind', { length: 8 }).$type<PlaceKind>().notNull().default('prefix'),
    postcode: varchar('postcode', { length: 21 }).notNull().default(''),
    ruleFrom: varchar('rule_from', { length: 10 }).notNull().default(''),
    ruleTo: varchar('rule_to', { length: 10 }).notNull().default(''),
    city: varchar('city', { length: 60 }).notNull().default(''),
    cityKey: varchar('city_key', { length: 60 }).notNull().default(''),
    placeKey: varchar('place_key', { length: 70 }).notNull(),
    remoteClass: varchar('remote_class', { length: 20 }).$type<RemoteClass>().notNull(),
    remarks: varchar('remarks', { length: 120 }).notNull().default(''),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Every channel's rows (null) are one channel here: a place twice among them is a duplicate too.
    uniqueIndex('remote_areas_company_channel_place_key').on(t.companyId, sql`coalesce(${t.channelId}, 0)`, t.country, t.placeKey),
    // An order's match (remoteArea.match.ts), each kind its own index range: its postcode's prefixes among the prefix
    // rules, the ranges starting at or below its postcode, its city.
    index('remote_areas_company_country_idx').on(t.companyId, t.country, t.ruleFrom),
    index('remote_areas_company_kind_idx').on(t.companyId, t.country, t.placeKind, t.ruleFrom, t.cityKey),
  ],
);
