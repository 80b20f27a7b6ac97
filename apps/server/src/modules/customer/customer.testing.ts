import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../auditLog/index.ts';
import { companies } from '../company/index.ts';
import { customerGroups } from '../customerGroup/index.ts';
import { customers } from './customer.table.ts';
import { sites } from '../site/index.ts';

/** Test helpers over the demo data: ids by code, a valid customer body, the audit rows of a record. */
export function customerTesting(t: TestApp) {
  const db = () => t.database.db;
  return {
    companyId: async (companyNo: string) => (await db().select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo)))[0].id,
    customerId: async (code: string) => (await db().select({ id: customers.id }).from(customers).where(eq(customers.code, code)))[0].id,
    siteId: async (code: string) => (await db().select({ id: sites.id }).from(sites).where(eq(sites.code, code)))[0].id,
    groupId: async (companyId: number, name: string) =>
      (await db().select({ id: customerGroups.id }).from(customerGroups).where(and(eq(customerGroups.companyId, companyId), eq(customerGroups.name, name))))[0].id,
    customer: async (id: number) => (await db().select().from(customers).where(eq(customers.id, id)))[0],
    auditOf: (entity: string, entityId: number) =>
      db().select().from(auditLog).where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId)))).orderBy(auditLog.id),
  };
}

/** A valid new customer on site 1002 (Guangzhou branch of HYEXP); `over` replaces fields. */
export const newCustomer = (siteId: number, over: Record<string, unknown> = {}) => ({
  code: 'T-001', name: '测试客户', settlementType: 'monthly', attribute: 'direct', isCommon: false, siteId,
  phone: '020-12345678', address: '广州市天河区体育西路 1 号', companyName: '广州测试贸易有限公司', country: 'CN', province: '广东', city: '广州', ...over,
});
