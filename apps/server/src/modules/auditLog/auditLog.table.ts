import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../account/account.table.ts';
import { companies } from '../company/company.table.ts';

/** One field of a change: its value before and after (null when the record was created or deleted). */
export type FieldChange = { field: string; before: unknown; after: unknown };

/**
 * The company's audit log (logQuery): who changed which record of which kind, when, from where and what
 * changed, field by field. Rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    userId: integer('user_id').references(() => users.id),
    /** The user's number as it was at the time, kept should the user be removed. */
    userNo: varchar('user_no', { length: 40 }).notNull(),
    /** What kind of record: site, staff, customer, customerGroup, channel, position, invite... */
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: varchar('entity_id', { length: 40 }).notNull(),
    /** How a user recognises the record (its code and name), kept as it was. */
    entityLabel: varchar('entity_label', { length: 200 }).notNull().default(''),
    action: varchar('action', { length: 20 }).$type<AuditAction>().notNull(),
    changes: jsonb('changes').$type<FieldChange[]>().notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('audit_log_company_entity_idx').on(t.companyId, t.entity, t.entityId),
  ],
);

export type AuditAction =
  /** A reference table's rows imported from a workbook: one record for the whole import, with its counts. */
  | 'import'
  | 'create' | 'update' | 'delete' | 'enable' | 'disable' | 'bind' | 'unbind' | 'move' | 'generate' | 'accept' | 'dissolve' | 'abolish' | 'restoreDefault'
  /** A default position given the rights its role gained since (at start-up, by nobody: no user, empty userNo). */
  | 'grantDefaults';
