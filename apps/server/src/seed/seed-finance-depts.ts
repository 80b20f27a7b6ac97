import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { financeDeptFields } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { companies } from '../modules/company/index.ts';
import { customers } from '../modules/customer/index.ts';
import { financeDepts } from '../modules/financeDept/index.ts';
import { sites } from '../modules/site/index.ts';
import { staff } from '../modules/staff/index.ts';

// Parsed by the contract's own fields, so the demo holds only what the screen would accept.
const deptRow = z.object(financeDeptFields);

/**
 * Two finance departments splitting the carrier by region: each owns its sites, the customers of those sites and the
 * customers of its provinces without a site. Customers elsewhere (abroad, Fujian) are left without one.
 */
const DEPTS = [
  { code: 'FD01', name: '华南财务部', person: 'E001', phone: '0755-86601288', remark: '深圳总部与广州分部的应收', siteCodes: ['1001', '1002'], provinces: ['广东'] },
  { code: 'FD02', name: '华东财务部', person: 'E006', phone: '0579-85601288', remark: '义乌分部与华东客户的应收', siteCodes: ['1003'], provinces: ['浙江', '江苏', '上海'] },
];

export async function seedFinanceDepts(db: Db, companyNo: string): Promise<void> {
  const [{ id: companyId }] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  for (const dept of DEPTS) {
    const [person] = await db.select({ id: staff.id }).from(staff).where(and(eq(staff.companyId, companyId), eq(staff.code, dept.person)));
    const fields = deptRow.parse({ code: dept.code, name: dept.name, personInChargeId: person.id, phone: dept.phone, remark: dept.remark });
    const [{ id }] = await db.insert(financeDepts).values({ ...fields, companyId }).returning({ id: financeDepts.id });
    const owned = await db.update(sites).set({ financeDeptId: id }).where(and(eq(sites.companyId, companyId), inArray(sites.code, dept.siteCodes))).returning({ id: sites.id });
    await db.update(customers).set({ financeDeptId: id }).where(and(
      eq(customers.companyId, companyId),
      or(inArray(customers.siteId, owned.map((site) => site.id)), and(isNull(customers.siteId), inArray(customers.province, dept.provinces))),
    ));
  }
}
