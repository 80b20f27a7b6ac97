import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/** The company's query limits (limitquerysettings); a company without a row has DEFAULT_QUERY_LIMITS. */
export const companyQueryLimits = pgTable('company_query_limits', {
  companyId: integer('company_id').primaryKey().references(() => companies.id),
  pastedNumbersMax: integer('pasted_numbers_max').notNull(),
  dateRangeDays: integer('date_range_days').notNull(),
  trackingLinesMax: integer('tracking_lines_max').notNull(),
  /** The order lists open on the current day rather than the last 31 days (entities-rules.md 5.7). */
  listsOpenOnToday: boolean('lists_open_on_today').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
