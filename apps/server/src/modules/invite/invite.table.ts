import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { InviteStatus } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';

/**
 * Invite code (entities-rules.md 3.9): a carrier hands it to a cargo owner, who enters it to start a
 * cooperation. Codes are unique across all carriers, since the owner types only the code.
 */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    id: serial('id').primaryKey(),
    /** The carrier that generated it. */
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 16 }).notNull(),
    /** The carrier's customer the cargo owner becomes; absent, a customer record is made on acceptance. */
    customerId: integer('customer_id').references(() => customers.id),
    status: varchar('status', { length: 10 }).$type<InviteStatus>().notNull().default('unused'),
    createdByUserId: integer('created_by_user_id').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedByCompanyId: integer('used_by_company_id').references(() => companies.id),
    usedByUserId: integer('used_by_user_id').references(() => users.id),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** When its cooperation ended or it was abolished. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('invite_codes_code_key').on(t.code), index('invite_codes_company_created_idx').on(t.companyId, t.createdAt)],
);
