import { eq, sql } from 'drizzle-orm';
import { customers } from './modules/customer/index.ts';
import type { CountSiteHolders } from './modules/site/index.ts';
import { staff } from './modules/staff/index.ts';

/** How many staff and customers each site of the company holds (loadSites); every customer counts, deleted ones too: they still point at the site. */
export const countSiteHolders: CountSiteHolders = async (db, companyId) => {
  const count = sql<number>`count(*)::int`;
  return {
    staff: await db.select({ siteId: staff.siteId, count }).from(staff).where(eq(staff.companyId, companyId)).groupBy(staff.siteId),
    customers: await db.select({ siteId: customers.siteId, count }).from(customers).where(eq(customers.companyId, companyId)).groupBy(customers.siteId),
  };
};
