import { and, eq, ne } from 'drizzle-orm';
import { openServerDatabase } from '@parcelflow/server/src/database.ts';
import { companies } from '@parcelflow/server/src/modules/company/index.ts';
import { orders } from '@parcelflow/server/src/modules/order/index.ts';
import { insertOrderPrices, priceOrders } from '@parcelflow/server/src/modules/price/index.ts';
import { storedOrdersToPrice } from '@parcelflow/server/src/modules/price/order-pricing.ts';

/** The import's file size of the target, and the slices the import prices and writes its orders in. */
export const IMPORTED_ORDERS = 10_000;
const SLICE = 1000;

export type ImportPricing = { orders: number; distinctOrders: number; priceRows: number; seconds: number };

class Rollback extends Error {}

/**
 * What pricing adds to an import of 10,000 orders, done as the import does it: per slice of 1,000 orders the pricing
 * books read (levels, cards in force, the day's rates), every order priced in memory, its selling and cost rows written
 * in one insert, all in one transaction (rolled back here). The orders are the demo's stored orders over and over
 * (every channel, customer and destination they hold), read beforehand as the import has its rows in memory.
 */
export async function timeImportPricing(dataDir: string, companyNo: string): Promise<ImportPricing> {
  const database = await openServerDatabase({ dataDir });
  try {
    const { db } = database;
    const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.companyNo, companyNo));
    const ids = await db.select({ id: orders.id }).from(orders).where(and(eq(orders.companyId, company.id), ne(orders.status, 'cancelled')));
    const stored = await storedOrdersToPrice(db, ids.map((row) => row.id));
    const imported = Array.from({ length: IMPORTED_ORDERS }, (_, index) => stored[index % stored.length]);
    let priceRows = 0;
    const started = performance.now();
    await db.transaction(async (tx) => {
      for (let from = 0; from < imported.length; from += SLICE) {
        const slice = imported.slice(from, from + SLICE);
        const drafts = await priceOrders(tx, company.id, slice);
        priceRows += drafts.flat().length;
        await insertOrderPrices(tx, slice.map((order, index) => ({ orderId: order.id, drafts: drafts[index] })), { companyId: company.id, stage: 'created', pricedBy: null });
      }
      throw new Rollback();
    }).catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
    return { orders: imported.length, distinctOrders: stored.length, priceRows, seconds: (performance.now() - started) / 1000 };
  } finally {
    await database.close();
  }
}
