import { boolean, integer, pgTable } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/** A company's data-update switches (entities-rules.md 4.2); a company without a row has every check on. */
export const dataSwitchSettings = pgTable('data_switch_settings', {
  companyId: integer('company_id').primaryKey().references(() => companies.id),
  postcodeCheck: boolean('postcode_check').notNull().default(true),
  blacklistCheck: boolean('blacklist_check').notNull().default(true),
});
