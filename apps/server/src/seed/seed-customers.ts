import { eq } from 'drizzle-orm';
import type { GroupCommand } from '@parcelflow/contract';
import type { Db } from '../db/client.ts';
import { customerGroups } from '../modules/customerGroup/index.ts';
import { customers } from '../modules/customer/index.ts';
import { sites } from '../modules/site/index.ts';
import type { DemoCarrier } from './seed-data.ts';

/**
 * What the demo's own groups grant: reading orders and their tracking (no entering, editing or order actions), and the
 * customer's own money as every group's default does (its balances and entries, its recharges, recording a transfer).
 */
const DEMO_GROUP_COMMANDS: GroupCommand[] = [
  'main/listOrders', 'main/getOrder', 'main/queryTracking',
  'main/listCashAccounts', 'main/getCashAccount', 'main/listLedgerEntries', 'pay/listRecharges', 'pay/recordRecharge',
  'main/listBills', 'main/getBill', 'main/listBillLines', 'main/exportBillLines', 'main/confirmBill', 'main/disputeBill',
];

/** The carrier's groups beyond its default one (createCompany made that). */
export async function seedCustomerGroups(db: Db, companyId: number, names: string[]): Promise<void> {
  if (!names.length) return;
  await db.insert(customerGroups).values(names.map((name) => ({ companyId, name, apiCommands: [...DEMO_GROUP_COMMANDS] })));
}

/** Inserts demo customers into the groups and sites they name (group name, site code); common ones at the head office. */
export async function seedCustomers(db: Db, companyId: number, list: DemoCarrier['customers'], ownerCompanyId: number): Promise<void> {
  if (!list.length) return;
  const groups = await db.select().from(customerGroups).where(eq(customerGroups.companyId, companyId));
  const siteRows = await db.select().from(sites).where(eq(sites.companyId, companyId));
  const headOffice = siteRows.find((site) => site.siteType === 'headOffice')!.id;
  const groupOf = (name?: string) => groups.find((group) => (name ? group.name === name : group.isDefault))!.id;
  const siteOf = (code?: string) => siteRows.find((site) => site.code === code)?.id ?? headOffice;
  await db.insert(customers).values(list.map(({ group, siteCode, linkedToOwner, ...customer }) => ({
    ...customer, companyId, groupId: groupOf(group), siteId: customer.isCommon ? headOffice : siteOf(siteCode),
    linkedOwnerCompanyId: linkedToOwner ? ownerCompanyId : null,
  })));
}
