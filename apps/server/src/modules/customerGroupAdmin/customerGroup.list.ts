import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { CustomerGroupView, GroupCommand } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customers } from '../customer/index.ts';
import { customerGroups } from '../customerGroup/index.ts';

/** The company's groups, the default first, with how many live customers each holds. */
export async function listGroups(db: Db, companyId: number): Promise<CustomerGroupView[]> {
  const rows = await db
    .select({ group: customerGroups, customerCount: count(customers.id) })
    .from(customerGroups)
    .leftJoin(customers, and(eq(customers.groupId, customerGroups.id), isNull(customers.deletedAt)))
    .where(eq(customerGroups.companyId, companyId))
    .groupBy(customerGroups.id)
    .orderBy(sql`${customerGroups.isDefault} desc`, asc(customerGroups.id));
  return rows.map(({ group, customerCount }) => ({
    id: group.id, name: group.name, isDefault: group.isDefault, customerCount, apiCommands: group.apiCommands as GroupCommand[],
  }));
}
