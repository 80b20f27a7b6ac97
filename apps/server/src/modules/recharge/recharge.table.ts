import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Currency, RechargeStatus } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';
import { files } from '../file/file.table.ts';
import { ledgerEntries } from '../ledger/ledger.table.ts';

/**
 * A recharge (docs/finance.md, "Recharge and payment providers"): money a customer sent its carrier, recorded with
 * its voucher, pending until a cashier confirms or rejects it, or until its provider calls back that it was paid.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: serial('id').primaryKey(),
    /** The carrier keeping the customer's account. */
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** "RC", the UTC day it was recorded and the id on 6 digits (RC20261127000042): unique across companies. */
    rechargeNo: varchar('recharge_no', { length: 24 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    bankReference: varchar('bank_reference', { length: 60 }).notNull(),
    transferDate: date('transfer_date').notNull(),
    remark: varchar('remark', { length: 200 }),
    /** 'offline' (a cashier confirms) or the key of the payment provider that paid it. */
    provider: varchar('provider', { length: 30 }).notNull().default('offline'),
    /** The provider's own id of the payment: what makes its callbacks idempotent. */
    providerReference: varchar('provider_reference', { length: 100 }),
    status: varchar('status', { length: 10 }).$type<RechargeStatus>().notNull().default('pending'),
    voucherFileId: integer('voucher_file_id').references(() => files.id),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The cashier who confirmed or rejected it; null when a provider's callback confirmed it. */
    handledBy: integer('handled_by').references(() => users.id),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** The ledger entry of the credit. */
    entryId: bigint('entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  },
  (t) => [
    uniqueIndex('recharges_no_key').on(t.rechargeNo),
    uniqueIndex('recharges_provider_reference_key').on(t.provider, t.providerReference).where(sql`${t.providerReference} is not null`),
    // The list, newest first, of a company or of one customer.
    index('recharges_company_recorded_idx').on(t.companyId, t.id),
    index('recharges_customer_idx').on(t.customerId, t.id),
  ],
);

export type RechargeRow = typeof recharges.$inferSelect;
