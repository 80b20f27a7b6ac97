import { customers } from '../customer/index.ts';
import type { Db } from '../../db/client.ts';
import { quotedCustomers, type PriceLevelRow } from './priceLevel.queries.ts';

/** What keeps a level from being deleted: customers quoted it (their quotation would name nothing); its own cards are the foreign key's. */
export async function priceLevelUse(db: Db, level: PriceLevelRow): Promise<'customers' | null> {
  const [quoted] = await db.select({ id: customers.id }).from(customers).where(quotedCustomers(level.companyId, level.name)).limit(1);
  return quoted ? 'customers' : null;
}
