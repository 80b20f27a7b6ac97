import { index, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The world's airports with an IATA code, platform-wide: written only by the start-up step (airport.seed.ts). */
export const airports = pgTable(
  'airports',
  {
    id: serial('id').primaryKey(),
    iata: varchar('iata', { length: 3 }).notNull().unique(),
    icao: varchar('icao', { length: 4 }).notNull().default(''),
    name: varchar('name', { length: 160 }).notNull(),
    city: varchar('city', { length: 120 }).notNull().default(''),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
  },
  (t) => [index('airports_country_idx').on(t.countryCode)],
);

/** Which release of the airport data set is loaded, so a start-up reloads it only when the package changed. */
export const airportDataVersions = pgTable('airport_data_versions', {
  source: varchar('source', { length: 60 }).primaryKey(),
  version: varchar('version', { length: 40 }).notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
