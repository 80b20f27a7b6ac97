import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';

/** A stored file (an upload, an export, an error report): its bytes live in FileStorage under storageKey. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    ownerUserId: integer('owner_user_id').notNull().references(() => users.id),
    name: varchar('name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A file offered for a while (a printed PDF, a preview): past this its link is refused and housekeeping removes it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('files_storage_key_key').on(t.storageKey), index('files_company_idx').on(t.companyId)],
);

export type FileRow = typeof files.$inferSelect;
