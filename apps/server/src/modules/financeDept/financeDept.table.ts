import { boolean, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';

/**
 * A finance department (docs/finance.md): a carrier's finance unit owning customers and sites (their finance_dept_id).
 * It sits below sites and customers, whose rows point at it, so its person in charge (a staff member, and staff point at
 * sites) is kept without a foreign key: saving checks the staff member is the company's, a deleted one reads as none.
 */
export const financeDepts = pgTable(
  'finance_depts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    personInChargeId: integer('person_in_charge_id'),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('finance_depts_company_code_key').on(t.companyId, t.code), uniqueIndex('finance_depts_company_name_key').on(t.companyId, t.name)],
);
