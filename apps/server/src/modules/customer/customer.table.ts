import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { sites } from '../site/site.table.ts';
import { customerGroups } from '../customerGroup/customerGroup.table.ts';
import { financeDepts } from '../financeDept/financeDept.table.ts';

/** Customer (3.3) of a carrier; deleting one only stamps deletedAt, since its orders keep pointing at it. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 40 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    status: varchar('status', { length: 10 }).$type<'normal' | 'stopped' | 'suspended'>().notNull().default('normal'),
    enabled: boolean('enabled').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    settlementType: varchar('settlement_type', { length: 16 }).notNull(),
    attribute: varchar('attribute', { length: 12 }).notNull(),
    isCommon: boolean('is_common').notNull().default(false),
    siteId: integer('site_id').references(() => sites.id),
    linkedOwnerCompanyId: integer('linked_owner_company_id').references(() => companies.id),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 90 }).notNull(),
    companyName: varchar('company_name', { length: 90 }).notNull().default(''),
    country: varchar('country', { length: 3 }).notNull().default(''),
    province: varchar('province', { length: 40 }).notNull().default(''),
    city: varchar('city', { length: 40 }).notNull().default(''),
    groupId: integer('group_id').notNull().references(() => customerGroups.id),
    /** The freight quotation (price sheet) the customer is quoted, by name. */
    quotation: varchar('quotation', { length: 90 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The finance department owning the customer (set on its form or the department's page); a deleted customer's is cleared when
     * the department goes, since only live customers keep one from being deleted.
     */
    financeDeptId: integer('finance_dept_id').references(() => financeDepts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('customers_company_code_key').on(t.companyId, t.code),
    index('customers_company_group_idx').on(t.companyId, t.groupId),
    index('customers_finance_dept_idx').on(t.financeDeptId),
    // A cargo owner's orders go to the one live customer linked to it (orderCompany).
    uniqueIndex('customers_company_linked_owner_key').on(t.companyId, t.linkedOwnerCompanyId).where(sql`${t.deletedAt} is null`),
  ],
);
