import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, numeric, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { Currency, LedgerEntryKind } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';
import { orders } from '../order/order.table.ts';

/**
 * The ledger (docs/finance.md): every money movement of a customer's cash account, append-only. A trigger of
 * migration 0037 refuses any update or delete; a correction is a new entry (`reversesEntryId`).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    kind: varchar('kind', { length: 20 }).$type<LedgerEntryKind>().notNull(),
    /** Signed: credit above 0, debit below. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** The account's balance right after this entry (accounts are locked while an entry is written). */
    balanceAfter: numeric('balance_after', { precision: 16, scale: 2 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    /** The recharge a confirmation credited (the recharge module's row; it points back with its entry id). */
    rechargeId: bigint('recharge_id', { mode: 'number' }),
    reversesEntryId: bigint('reverses_entry_id', { mode: 'number' }),
    reason: varchar('reason', { length: 200 }),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An account's entries, newest first.
    index('ledger_entries_account_idx').on(t.customerId, t.currency, t.id),
    index('ledger_entries_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    // An entry is reversed at most once.
    uniqueIndex('ledger_entries_reverses_key').on(t.reversesEntryId).where(sql`${t.reversesEntryId} is not null`),
    // A recharge credits once, however many confirm it or a provider calls back.
    uniqueIndex('ledger_entries_recharge_key').on(t.rechargeId).where(sql`${t.rechargeId} is not null and ${t.kind} = 'recharge'`),
  ],
);

/**
 * A customer's account in one currency: the balance is the sum of its entries (kept here by every posting, and
 * rebuilt from them by `rebuildBalances`), the reserved amount the sum of its order reservations.
 */
export const cashAccounts = pgTable(
  'cash_accounts',
  {
    customerId: integer('customer_id').notNull().references(() => customers.id),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    balance: numeric('balance', { precision: 16, scale: 2 }).notNull().default('0'),
    reserved: numeric('reserved', { precision: 16, scale: 2 }).notNull().default('0'),
    /** Billed customers only: how far below 0 audits may take the available balance; null: no credit control. */
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }),
    /** How many entries the account holds (kept by every posting): an account's page of entries answers its total without counting them. */
    entryCount: integer('entry_count').notNull().default(0),
    lastEntryAt: timestamp('last_entry_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.currency] }), index('cash_accounts_company_idx').on(t.companyId, t.currency)],
);

/** What an audited order of a billed customer holds on its account until it is billed: its audited selling price. */
export const orderReservations = pgTable('order_reservations', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey().references(() => orders.id),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
  amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_reservations_account_idx').on(t.customerId, t.currency)]);

/**
 * Orders a bill took (docs/finance.md, "Bills"): from then on their money is a charge on the account, as a
 * charged-at-audit customer's, and a later change of their price is a ledger entry the next bill carries.
 */
export const billedOrders = pgTable('billed_orders', {
  orderId: bigint('order_id', { mode: 'number' }).primaryKey().references(() => orders.id),
  billedAt: timestamp('billed_at', { withTimezone: true }).notNull().defaultNow(),
});
