import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PartnershipStatus } from '@parcelflow/contract';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';
import { inviteCodes } from '../invite/invite.table.ts';

/**
 * Partner (3.10): a carrier and a cargo owner cooperating. A cargo owner orders only through carriers it has an
 * active partnership with; a dissolved one stays as history, and a new invite starts a new row.
 */
export const partnerships = pgTable(
  'partnerships',
  {
    id: serial('id').primaryKey(),
    carrierCompanyId: integer('carrier_company_id').notNull().references(() => companies.id),
    ownerCompanyId: integer('owner_company_id').notNull().references(() => companies.id),
    /** The carrier's customer record the owner's orders are written to. */
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** The code that started it; absent for partnerships that predate invite codes. */
    inviteCodeId: integer('invite_code_id').references(() => inviteCodes.id),
    status: varchar('status', { length: 10 }).$type<PartnershipStatus>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dissolvedAt: timestamp('dissolved_at', { withTimezone: true }),
    dissolvedByCompanyId: integer('dissolved_by_company_id').references(() => companies.id),
  },
  (t) => [
    // One live cooperation per pair: a second acceptance answers 10226.
    uniqueIndex('partnerships_active_pair_key').on(t.carrierCompanyId, t.ownerCompanyId).where(sql`${t.status} = 'active'`),
    index('partnerships_owner_idx').on(t.ownerCompanyId),
  ],
);
