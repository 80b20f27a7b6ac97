import { sql, type SQL } from 'drizzle-orm';
import type { PriceLevelMode } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

/** A customer's price level as pricing applies it: per channel (null: every other channel) its mode and percentage. */
export type CustomerPriceLevel = { id: number; name: string; rules: { channelId: number | null; mode: PriceLevelMode; adjustPercent: string | null }[] };

/**
 * The level each customer is quoted, a row per customer that has one (its id as customer_id, the level's id, name and
 * rules as JSON): the one its freight quotation names, else its group's. A statement of its own, or a part of a larger
 * one (pricing a new order reads everything at once).
 */
export const customerLevelSql = (companyId: number, customerIds: SQL) => sql`
    select distinct on (c.id) c.id as customer_id, l.id, l.name, coalesce(json_agg(json_build_object('channelId', r.channel_id, 'mode', r.mode, 'adjustPercent', r.adjust_percent::text))
      filter (where r.level_id is not null), '[]') as rules
      from customers c
      join price_levels l on l.company_id = c.company_id
       and (l.name = c.quotation or l.id = (select g.level_id from price_level_groups g where g.group_id = c.group_id))
      left join price_level_rules r on r.level_id = l.id
     where c.id = any(${customerIds}) and c.company_id = ${companyId}
     group by c.id, l.id, l.name, c.quotation
     -- The customer's own quotation wins over its group's level.
     order by c.id, l.name = c.quotation desc`;

/** The levels these customers are quoted, in one read; a customer with neither a quotation naming one nor a group in one has none. */
export async function customerPriceLevels(db: Db, companyId: number, customerIds: readonly number[]): Promise<Map<number, CustomerPriceLevel>> {
  if (!customerIds.length) return new Map();
  const rows = await executeRows<CustomerPriceLevel & { customer_id: number }>(db, customerLevelSql(companyId, sql`${`{${customerIds.join(',')}}`}::int[]`));
  return new Map(rows.map(({ customer_id: customerId, ...level }) => [customerId, level]));
}

/** The rule of the level for a channel: its own, else the level's rule for every channel, else none. */
export function levelRuleFor(level: CustomerPriceLevel, channelId: number) {
  return level.rules.find((rule) => rule.channelId === channelId) ?? level.rules.find((rule) => rule.channelId === null) ?? null;
}
