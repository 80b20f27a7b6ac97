import { bigint, bigserial, date, index, integer, jsonb, numeric, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type {
  BillConfirmStatus, BillLineKind, BillPeriod, BillType, BillWriteOffStatus, Currency, PaymentMethod, PriceBreakdown, SettlementType,
} from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';
import { ledgerEntries } from '../ledger/ledger.table.ts';
import { tasks } from '../../tasks/task.table.ts';

/**
 * A bill (docs/finance.md, "Bills"): what a billed customer owes its carrier for a period and a payment method, written
 * whole with its amounts per currency and its lines in one transaction.
 */
export const bills = pgTable(
  'bills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The carrier that bills. */
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    /** "BL", the UTC day it was made and its id on at least 6 digits (BL20261127000042). */
    billNo: varchar('bill_no', { length: 24 }).notNull(),
    billDate: date('bill_date').notNull(),
    period: varchar('period', { length: 10 }).$type<BillPeriod>().notNull(),
    periodFrom: date('period_from').notNull(),
    periodTo: date('period_to').notNull(),
    type: varchar('type', { length: 13 }).$type<BillType>().notNull(),
    paymentMethod: varchar('payment_method', { length: 3 }).$type<PaymentMethod>(),
    settlementType: varchar('settlement_type', { length: 16 }).$type<SettlementType>().notNull(),
    ticketCount: integer('ticket_count').notNull(),
    /** Who generated it. */
    reconcilerId: integer('reconciler_id').references(() => users.id),
    confirmStatus: varchar('confirm_status', { length: 11 }).$type<BillConfirmStatus>().notNull().default('unconfirmed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    writeOffStatus: varchar('write_off_status', { length: 12 }).$type<BillWriteOffStatus>().notNull().default('unwrittenOff'),
    disputedLines: integer('disputed_lines').notNull().default(0),
    /** The generation task that wrote it. */
    taskId: integer('task_id').references(() => tasks.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bills_no_key').on(t.billNo),
    // The list, newest first, of a carrier or of one customer.
    index('bills_company_idx').on(t.companyId, t.id.desc()),
    index('bills_customer_idx').on(t.customerId, t.id.desc()),
  ],
);

/** One currency of a bill: what it bills and what was written off of it. */
export const billAmounts = pgTable(
  'bill_amounts',
  {
    billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    writtenOff: numeric('written_off', { precision: 14, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.billId, t.currency] })],
);

/**
 * A line of a bill: one ledger entry of an order it bills, once (the unique entry id): the order's first charge, or a
 * later change of it (re-weigh, revoke, cancel). The amount is the entry's, negated: a charge of -12.50 bills 12.50.
 * Only the bill is a foreign key: company and customer are the bill's, and the entry (never deleted) holds its own key
 * to the order; a generation writes a line per order, and each checked key cost a lookup per line.
 */
export const billLines = pgTable(
  'bill_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
    companyId: integer('company_id').notNull(),
    customerId: integer('customer_id').notNull(),
    kind: varchar('kind', { length: 10 }).$type<BillLineKind>().notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The order's latest selling price breakdown when it was billed. */
    breakdown: jsonb('breakdown').$type<PriceBreakdown>(),
    disputeReason: varchar('dispute_reason', { length: 200 }),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bill_lines_entry_key').on(t.ledgerEntryId),
    index('bill_lines_bill_idx').on(t.billId, t.id),
    // Whether an order was billed before (a line of its first charge is 'order', later ones 'adjustment').
    index('bill_lines_order_idx').on(t.orderId),
  ],
);

/** A write-off of (part of) a bill's currency against a receipt, with the ledger entry that credited it. */
export const billWriteOffs = pgTable(
  'bill_write_offs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    receiptReference: varchar('receipt_reference', { length: 60 }).notNull(),
    receivedDate: date('received_date').notNull(),
    remark: varchar('remark', { length: 200 }),
    entryId: bigint('entry_id', { mode: 'number' }).notNull().references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id),
  },
  (t) => [index('bill_write_offs_bill_idx').on(t.billId, t.id)],
);

export type BillRow = typeof bills.$inferSelect;
