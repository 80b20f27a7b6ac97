import { sql } from 'drizzle-orm';
import {
  bigint, bigserial, boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar,
} from 'drizzle-orm/pg-core';
import type { Currency, DunningMode, DunningType } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { bills } from '../bill/bill.table.ts';
import { companies } from '../company/company.table.ts';
import { customers } from '../customer/customer.table.ts';

/** A carrier's dunning rule (docs/finance.md, "Dunning"): which open bills are reminded, when, how and to whom. */
export const dunningRules = pgTable(
  'dunning_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 40 }).notNull(),
    type: varchar('type', { length: 10 }).$type<DunningType>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    billingDate: date('billing_date').notNull(),
    expiryDate: date('expiry_date'),
    dueDays: smallint('due_days').notNull(),
    periodDays: smallint('period_days').notNull(),
    modes: jsonb('modes').$type<DunningMode[]>().notNull(),
    // Ids without foreign keys: a site or user deleted later matches nobody, so a limited rule never widens to everyone.
    siteIds: integer('site_ids').array().notNull().default(sql`'{}'`),
    userIds: integer('user_ids').array().notNull().default(sql`'{}'`),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dunning_rules_company_name_key').on(t.companyId, t.name)],
);

/**
 * A reminder of one bill by one rule, claimed once: the unique (rule, bill, slot) makes a second server copy's insert
 * of it do nothing. Slot: the reminder's number since the bill fell due, (sent day - due day) / period.
 */
export const dunningReminders = pgTable(
  'dunning_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** Null once the rule is deleted; its name stays below. */
    ruleId: integer('rule_id').references(() => dunningRules.id, { onDelete: 'set null' }),
    ruleName: varchar('rule_name', { length: 40 }).notNull(),
    billId: bigint('bill_id', { mode: 'number' }).notNull().references(() => bills.id),
    customerId: integer('customer_id').notNull().references(() => customers.id),
    slot: integer('slot').notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull(),
    /** The bill's open amount in the rule's currency when it was sent. */
    openAmount: numeric('open_amount', { precision: 14, scale: 2 }).notNull(),
    dueDate: date('due_date').notNull(),
    modes: jsonb('modes').$type<DunningMode[]>().notNull(),
    /** Mails and SMS queued for it in the outbox. */
    noticeCount: integer('notice_count').notNull().default(0),
    /** The UTC day it was sent: the next one of its rule and bill waits a period from it. */
    sentOn: date('sent_on').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dunning_reminders_rule_bill_slot_key').on(t.ruleId, t.billId, t.slot),
    index('dunning_reminders_company_idx').on(t.companyId, t.id.desc()),
    index('dunning_reminders_bill_idx').on(t.billId),
  ],
);

/** Who received a reminder in the product, and when each read it. */
export const dunningReminderRecipients = pgTable(
  'dunning_reminder_recipients',
  {
    reminderId: bigint('reminder_id', { mode: 'number' }).notNull().references(() => dunningReminders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.reminderId, t.userId] }),
    // "My reminders", newest first, and the unread count.
    index('dunning_reminder_recipients_user_idx').on(t.userId, t.reminderId.desc()),
  ],
);
