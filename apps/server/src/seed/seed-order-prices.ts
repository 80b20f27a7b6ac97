import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies } from '../modules/company/index.ts';
import { settleOrders } from '../modules/ledger/index.ts';
import { orders } from '../modules/order/index.ts';
import { repriceOrders } from '../modules/price/index.ts';

/**
 * The demo orders of a carrier priced as if entered today on its cards, so each order page opens on its freight;
 * its audited orders then hold their money as an audit leaves them (prepaid and cash customers charged, the others'
 * prices reserved), so the accounts agree with the orders from the start.
 */
export async function priceDemoOrders(db: Db, companyNo: string): Promise<void> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
  const ids = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.companyId, company.id), ne(orders.status, 'cancelled')));
  await repriceOrders(db, ids.map((row) => row.id), 'created', null);
  await settleOrders(db, ids.map((row) => row.id), { userId: null, auditing: false });
}
