import { date, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/** A company's exchange rates: 1 from-currency in to-currency, in force from its day until the pair's next rate. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    fromCurrency: varchar('from_currency', { length: 3 }).notNull(),
    toCurrency: varchar('to_currency', { length: 3 }).notNull(),
    effectiveDate: date('effective_date').notNull(),
    // Exact decimals, never a float (docs/decisions.md).
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also the lookup of the rate in force: a pair's first days, newest last.
  (t) => [uniqueIndex('exchange_rates_company_pair_day_key').on(t.companyId, t.fromCurrency, t.toCurrency, t.effectiveDate)],
);
