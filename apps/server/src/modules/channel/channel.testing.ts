import { and, desc, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../auditLog/index.ts';
import { companies } from '../company/index.ts';
import { channels } from './channel.table.ts';
import { customers } from '../customer/index.ts';

/** Ids of demo records by code, for the channel, agreement, rule and limit tests. */
export function demoIds(t: TestApp) {
  const db = t.database.db;
  const company = async (companyNo: string) => (await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo)))[0].id;
  return {
    company,
    channel: async (companyNo: string, code: string) =>
      (await db.select({ id: channels.id }).from(channels).where(and(eq(channels.companyId, await company(companyNo)), eq(channels.code, code))))[0].id,
    customer: async (companyNo: string, code: string) =>
      (await db.select({ id: customers.id }).from(customers).where(and(eq(customers.companyId, await company(companyNo)), eq(customers.code, code))))[0].id,
  };
}

/** The audit log rows of one record, newest first. */
export function auditRowsOf(t: TestApp, entity: string, entityId: number) {
  return t.database.db.select().from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)))).orderBy(desc(auditLog.id));
}
