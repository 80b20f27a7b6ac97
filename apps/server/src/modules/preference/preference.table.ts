import { integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { PreferenceView } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';

/** One remembered choice of one user (an identity in one company). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 60 }).notNull(),
    value: jsonb('value').$type<PreferenceView['value']>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
