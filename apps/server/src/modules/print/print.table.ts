import { index, integer, pgTable, serial, timestamp, boolean, varchar } from 'drizzle-orm/pg-core';
import type { PrintMethod, PrintScenario, PrintTemplateType } from '@parcelflow/contract';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';
import { orders } from '../order/order.table.ts';
import { printTemplates } from '../printTemplate/printTemplate.table.ts';

/**
 * The print log (systemManagent/printquery): one row per order printed, with what it was printed with and where.
 * The template's name and type are copied so the log still reads after the template is changed or deleted; a
 * second row for the same order and type is a reprint.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    batchNo: varchar('batch_no', { length: 24 }).notNull(),
    orderId: integer('order_id').notNull().references(() => orders.id),
    waybillNo: varchar('waybill_no', { length: 40 }).notNull(),
    templateId: integer('template_id').references(() => printTemplates.id, { onDelete: 'set null' }),
    templateName: varchar('template_name', { length: 40 }).notNull(),
    type: varchar('type', { length: 16 }).$type<PrintTemplateType>().notNull(),
    method: varchar('method', { length: 8 }).$type<PrintMethod>().notNull(),
    scenario: varchar('scenario', { length: 8 }).$type<PrintScenario>().notNull(),
    printer: varchar('printer', { length: 120 }).notNull().default(''),
    reprint: boolean('reprint').notNull(),
    printedBy: integer('printed_by').notNull().references(() => users.id),
    printedAt: timestamp('printed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_jobs_company_printed_idx').on(t.companyId, t.printedAt, t.id),
    index('print_jobs_order_type_idx').on(t.orderId, t.type),
  ],
);

export type PrintJobRow = typeof printJobs.$inferSelect;
