import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uuid, varchar, integer } from 'drizzle-orm/pg-core';

export type NoticeStatus = 'pending' | 'sent' | 'failed' | 'expired';

/**
 * Outgoing notices (verification codes and others), each written in the step that makes it. The delivery loop
 * (notice-delivery.ts) sends the pending ones of every channel that has a sender and marks them; with no sender
 * they stay here pending, which is where a local install reads them.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** What the notice is ('register', 'resetPassword'); null on notices from before migration 0015. */
    kind: varchar('kind', { length: 32 }),
    channel: varchar('channel', { length: 10 }).$type<'phone' | 'email'>().notNull(),
    recipient: varchar('recipient', { length: 64 }).notNull(),
    subject: varchar('subject', { length: 120 }).notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    status: varchar('status', { length: 10 }).$type<NoticeStatus>().notNull().default('pending'),
    /** Sends tried; a claim counts its attempt before sending, so the count is also the claim's token. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending notice may be claimed: at once when queued, the backoff after a failure, the lease's end while claimed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** Past this a pending notice is not worth sending (a code notice: when its code expires). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID's left part, the same on every attempt, so a resent mail is recognisable as the same one. */
    messageKey: uuid('message_key').notNull().defaultRandom(),
  },
  (t) => [index('outbox_pending_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`)],
);

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
