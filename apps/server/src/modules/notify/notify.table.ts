import { index, pgTable, serial, text, timestamp, varchar, integer } from 'drizzle-orm/pg-core';

/** Outgoing notices (verification codes and others) written by the default notifier. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: varchar('channel', { length: 10 }).$type<'phone' | 'email'>().notNull(),
  recipient: varchar('recipient', { length: 64 }).notNull(),
  subject: varchar('subject', { length: 120 }).notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A 6-digit code sent for registration or password reset; only its hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    purpose: varchar('purpose', { length: 16 }).$type<'register' | 'resetPassword'>().notNull(),
    target: varchar('target', { length: 64 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_target_idx').on(t.purpose, t.target)],
);
