import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters (failed logins, code sends) shared by every server copy through the database. */
export const rateCounters = pgTable('rate_counters', {
  key: varchar('key', { length: 120 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Nonces of signed requests, remembered for the signature's lifetime to refuse replays. */
export const requestNonces = pgTable('request_nonces', {
  nonce: varchar('nonce', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
