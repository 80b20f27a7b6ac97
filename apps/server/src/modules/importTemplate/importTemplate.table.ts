import { integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ImportTemplateKind, TemplateColumnInput } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';

/**
 * A company's own import template (importTheConfiguration): its Excel headers for the fields of a base kind.
 * Columns are stored as the contract checked them, in sheet order; an edit carries the version it read.
 */
export const companyImportTemplates = pgTable(
  'company_import_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    name: varchar('name', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<ImportTemplateKind>().notNull(),
    columns: jsonb('columns').$type<TemplateColumnInput[]>().notNull(),
    invoiceColumns: jsonb('invoice_columns').$type<TemplateColumnInput[]>(),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').notNull().references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').notNull().references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_import_templates_company_name_key').on(t.companyId, t.name)],
);

export type CompanyImportTemplateRow = typeof companyImportTemplates.$inferSelect;
