import { eq, inArray } from 'drizzle-orm';
import type { ResultCode } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { companies } from '../company/index.ts';
import { customerRefusal, customers } from '../customer/index.ts';
import { staff } from '../staff/index.ts';

export type Identity = {
  id: number;
  userNo: string;
  companyId: number;
  companyNo: string;
  companyName: string;
  userSourceType: 1 | 2;
  /** Why this identity may not log in, or null when it may. */
  refusal: Exclude<ResultCode, 0> | null;
};

/** Every identity of an account with the reason, if any, it may not log in (entities-rules.md section 6). */
export async function loadIdentities(db: Db, accountId: number): Promise<Identity[]> {
  const rows = await db
    .select({
      id: users.id,
      userNo: users.userNo,
      companyId: users.companyId,
      companyNo: companies.companyNo,
      companyName: companies.nameCn,
      companyStatus: companies.status,
      userSourceType: users.userSourceType,
      status: users.status,
      staffId: users.staffId,
      customerId: users.customerId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.accountId, accountId))
    .orderBy(users.id);
  const staffIds = rows.flatMap((r) => (r.staffId ? [r.staffId] : []));
  const customerIds = rows.flatMap((r) => (r.customerId ? [r.customerId] : []));
  const staffRows = staffIds.length ? await db.select().from(staff).where(inArray(staff.id, staffIds)) : [];
  const customerRows = customerIds.length ? await db.select().from(customers).where(inArray(customers.id, customerIds)) : [];
  return rows.map((row) => {
    const employee = staffRows.find((s) => s.id === row.staffId);
    const customer = customerRows.find((c) => c.id === row.customerId);
    return {
      id: row.id,
      userNo: row.userNo,
      companyId: row.companyId,
      companyNo: row.companyNo,
      companyName: row.companyName,
      userSourceType: row.userSourceType,
      refusal: refusalOf(row.status, row.companyStatus, employee, customer),
    };
  });
}

function refusalOf(
  status: string,
  companyStatus: string,
  employee: typeof staff.$inferSelect | undefined,
  customer: typeof customers.$inferSelect | undefined,
): Exclude<ResultCode, 0> | null {
  if (status !== 'enabled' || companyStatus !== 'active') return 10030;
  if (employee && employee.status !== 'inPost') return 10046;
  return customer ? customerRefusal(customer) : null;
}
