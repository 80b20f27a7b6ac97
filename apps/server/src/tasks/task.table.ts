import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { TaskCommonName, TaskErrorInfo, TaskStatus } from '@parcelflow/contract';
import { users } from '../modules/account/account.table.ts';
import { companies } from '../modules/company/company.table.ts';
import { files } from '../modules/file/file.table.ts';

/** A background task (import, export, batch check): durable, so any server copy may run it and a crash loses nothing. */
export const tasks = pgTable(
  'tasks',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    userId: integer('user_id').notNull().references(() => users.id),
    commonName: smallint('common_name').$type<TaskCommonName>().notNull(),
    type: varchar('type', { length: 40 }).notNull(),
    status: varchar('status', { length: 12 }).$type<TaskStatus>().notNull().default('waiting'),
    reqParam: jsonb('req_param').notNull().default({}),
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    result: jsonb('result'),
    errorInfo: jsonb('error_info').$type<TaskErrorInfo>(),
    inputFileId: integer('input_file_id').references(() => files.id),
    resultFileId: integer('result_file_id').references(() => files.id),
    /** The runner (host, process, start) holding a running task; its final write must match. */
    claimedBy: varchar('claimed_by', { length: 100 }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The queue: the oldest waiting task; and the running ones, whose heartbeats recovery reads.
    index('tasks_waiting_idx').on(t.id).where(sql`${t.status} = 'waiting'`),
    index('tasks_running_idx').on(t.heartbeatAt).where(sql`${t.status} = 'running'`),
    index('tasks_user_idx').on(t.userId, t.id),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
