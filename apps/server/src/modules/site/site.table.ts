import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from '../company/company.table.ts';
import { financeDepts } from '../financeDept/financeDept.table.ts';

/** Site (entities-rules.md 3.5): a tree with the head office as its root; codes and names are unique in the company. */
export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    code: varchar('code', { length: 20 }).notNull(),
    nameCn: varchar('name_cn', { length: 40 }).notNull(),
    nameEn: varchar('name_en', { length: 80 }).notNull().default(''),
    siteType: varchar('site_type', { length: 12 }).$type<'headOffice' | 'branch' | 'outlet'>().notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => sites.id),
    businessCategory: varchar('business_category', { length: 20 }).notNull(),
    baseCurrency: varchar('base_currency', { length: 3 }).notNull(),
    personInCharge: varchar('person_in_charge', { length: 40 }).notNull().default(''),
    phone: varchar('phone', { length: 40 }).notNull().default(''),
    address: varchar('address', { length: 120 }).notNull().default(''),
    /** The finance department owning the site (set on its form or the department's page); deleting a department waits for it. */
    financeDeptId: integer('finance_dept_id').references(() => financeDepts.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('sites_company_code_key').on(t.companyId, t.code),
    index('sites_company_idx').on(t.companyId),
    uniqueIndex('sites_company_name_cn_key').on(t.companyId, t.nameCn),
    uniqueIndex('sites_company_name_en_key').on(t.companyId, sql`lower(${t.nameEn})`).where(sql`${t.nameEn} <> ''`),
    // One head office per company: the root of its tree.
    uniqueIndex('sites_company_head_office_key').on(t.companyId).where(sql`${t.siteType} = 'headOffice'`),
    index('sites_parent_idx').on(t.parentId),
    index('sites_finance_dept_idx').on(t.financeDeptId),
  ],
);
