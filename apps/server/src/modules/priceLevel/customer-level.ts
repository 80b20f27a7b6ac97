import { and, eq, sql } from 'drizzle-orm';
import type { PriceLevelMode } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { customers } from '../customer/index.ts';
import { priceLevelGroups, priceLevelRules, priceLevels } from './priceLevel.table.ts';

/** A customer's price level as pricing applies it: per channel (null: every other channel) its mode and percentage. */
export type CustomerPriceLevel = { id: number; name: string; rules: { channelId: number | null; mode: PriceLevelMode; adjustPercent: string | null }[] };

/**
 * The level a customer is quoted: the one its freight quotation names, else its group's; null with neither (the
 * selling cards as they are). One read of the level with its rules.
 */
export async function customerPriceLevel(db: Db, companyId: number, customerId: number): Promise<CustomerPriceLevel | null> {
  const [customer] = await db.select({ quotation: customers.quotation, groupId: customers.groupId }).from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.companyId, companyId)));
  if (!customer) return null;
  const named = sql`(${priceLevels.name} = ${customer.quotation} or ${priceLevels.id} = (select ${priceLevelGroups.levelId} from ${priceLevelGroups} where ${priceLevelGroups.groupId} = ${customer.groupId}))`;
  const rows = await db.select({ id: priceLevels.id, name: priceLevels.name, channelId: priceLevelRules.channelId, mode: priceLevelRules.mode, adjustPercent: priceLevelRules.adjustPercent })
    .from(priceLevels).leftJoin(priceLevelRules, eq(priceLevelRules.levelId, priceLevels.id))
    .where(and(eq(priceLevels.companyId, companyId), named))
    // The customer's own quotation wins over its group's level.
    .orderBy(sql`${priceLevels.name} = ${customer.quotation} desc`);
  const [first] = rows;
  if (!first) return null;
  const own = rows.filter((row) => row.id === first.id);
  return {
    id: first.id, name: first.name,
    rules: own.flatMap((row) => (row.mode ? [{ channelId: row.channelId, mode: row.mode, adjustPercent: row.adjustPercent }] : [])),
  };
}

/** The rule of the level for a channel: its own, else the level's rule for every channel, else none. */
export function levelRuleFor(level: CustomerPriceLevel, channelId: number) {
  return level.rules.find((rule) => rule.channelId === channelId) ?? level.rules.find((rule) => rule.channelId === null) ?? null;
}
