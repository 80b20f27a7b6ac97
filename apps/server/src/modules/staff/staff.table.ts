import { index, integer, pgTable, serial, uniqueIndex, varchar, date } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { sites } from '../site/site.table.ts';
import { positions } from '../position/position.table.ts';

/** Staff (3.4): an employee, in post, suspended or left, optionally bound to a login. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    gender: varchar('gender', { length: 6 }).$type<'male' | 'female'>().notNull(),
    status: varchar('status', { length: 10 }).$type<'inPost' | 'suspended' | 'left'>().notNull().default('inPost'),
    siteId: integer('site_id').references(() => sites.id),
    department: varchar('department', { length: 40 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    positionId: integer('position_id').references(() => positions.id),
    hireDate: date('hire_date'),
  },
  (t) => [uniqueIndex('staff_company_code_key').on(t.companyId, t.code), index('staff_company_site_idx').on(t.companyId, t.siteId)],
);
