import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { users } from '../account/account.table.ts';

/** A login session; only the SHA-256 of the random token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 200 }).notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A one-time ticket for /login/{token}/{type}: exchanged once, within minutes, for a session. */
export const loginTickets = pgTable('login_tickets', {
  tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id),
  type: varchar('type', { length: 20 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
