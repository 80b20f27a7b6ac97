import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/**
 * Customer group (entities-rules.md 3.7): every customer is in exactly one; each company has one default
 * group, which new customers fall into. A group grants its customers' logins the API commands listed.
 */
export const customerGroups = pgTable(
  'customer_groups',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 40 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** "service/command" keys of GROUP_GRANTABLE_COMMANDS. */
    apiCommands: varchar('api_commands', { length: 80 }).array().notNull().default(sql`'{}'::varchar[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_groups_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('customer_groups_company_default_key').on(t.companyId).where(sql`${t.isDefault}`),
  ],
);
