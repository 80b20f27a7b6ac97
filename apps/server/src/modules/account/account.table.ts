import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { positions } from '../position/position.table.ts';

/** A login: one account name and password, which may hold several identities (users). */
export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    account: varchar('account', { length: 64 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 50 }),
    status: varchar('status', { length: 10 }).$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_account_key').on(sql`lower(${t.account})`),
    uniqueIndex('accounts_phone_key').on(t.phone),
    uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Feeds user numbers such as U100001. */
export const userNoSequence = pgSequence('user_no_seq', { startWith: 100001 });

export type UserPreferences = { taskBoxShown?: boolean };

/** An identity of an account inside one company (login choice items: userType, userId, userNo). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    userNo: varchar('user_no', { length: 20 }).notNull().default(sql`'U' || nextval('user_no_seq')`),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** 1 ordinary user; 2 carrier-side (transport-management) user. */
    userSourceType: smallint('user_source_type').$type<1 | 2>().notNull(),
    displayName: varchar('display_name', { length: 40 }).notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    positionId: integer('position_id').references(() => positions.id),
    status: varchar('status', { length: 10 }).$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    /** The employee or customer record this login acts for, whose status also governs login. */
    staffId: integer('staff_id'),
    customerId: integer('customer_id'),
    language: varchar('language', { length: 5 }),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_no_key').on(t.userNo),
    uniqueIndex('users_account_company_key').on(t.accountId, t.companyId, t.userSourceType),
    index('users_company_idx').on(t.companyId),
  ],
);
