import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/**
 * A company's keys for its users' print agents (getPosPrintConfig): the web signs each request to the agent on the
 * user's machine with the secret, and the agent, configured with the same pair, refuses any other caller.
 */
export const printAgentKeys = pgTable('print_agent_keys', {
  companyId: integer('company_id').primaryKey().references(() => companies.id),
  appKey: varchar('app_key', { length: 32 }).notNull().unique(),
  appSecret: varchar('app_secret', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
