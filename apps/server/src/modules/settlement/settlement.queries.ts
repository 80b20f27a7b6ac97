import { sql, type SQL } from 'drizzle-orm';
import type { SettlementDimension, SettlementRow, SettlementSums } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { moneyOf, settlementCtes, type Grouping, type SettlementScope } from './settlement.sql.ts';

/** The rows' order: by code (a customer, site or channel; customers without a site last), a period by its first day. */
const ORDER_BY: Record<SettlementDimension, SQL> = {
  customer: sql`code, key, currency`,
  site: sql`code nulls last, key, currency`,
  channel: sql`code, key, currency`,
  period: sql`key, currency`,
};

const rowJson = sql`json_build_object('key', key, 'code', code, 'name', name, 'currency', currency, 'orders', orders,
  'receivable', ${moneyOf(sql`receivable`)}, 'billed', ${moneyOf(sql`billed`)}, 'unbilled', ${moneyOf(sql`receivable - billed`)},
  'received', ${moneyOf(sql`received`)}, 'balanceMovement', ${moneyOf(sql`movement`)})`;

/** Every row's sums per currency; received and movement stay null by channel (a sum of nulls). */
const footerJson = sql`json_build_object('currency', currency, 'orders', sum(orders)::int,
  'receivable', ${moneyOf(sql`sum(receivable)`)}, 'billed', ${moneyOf(sql`sum(billed)`)}, 'unbilled', ${moneyOf(sql`sum(receivable - billed)`)},
  'received', ${moneyOf(sql`sum(received)`)}, 'balanceMovement', ${moneyOf(sql`sum(movement)`)})`;

export type SettlementPage = { list: SettlementRow[]; total: number; footer: SettlementSums[] };
export type PageWindow = { limit: number; offset: number } | 'all';

/**
 * One page of (group, currency) rows (or all of them), how many there are and the sums of all of them per currency,
 * in one statement: the groups are computed once (a CTE read three times is materialised).
 */
export async function readSettlementPage(db: Db, scope: SettlementScope, grouping: Grouping, window: PageWindow): Promise<SettlementPage> {
  const orderBy = ORDER_BY[grouping.dimension];
  const limit = window === 'all' ? sql`` : sql`limit ${window.limit} offset ${window.offset}`;
  const [answer] = await executeRows<{ total: number; list: SettlementRow[] | null; footer: SettlementSums[] | null }>(db, sql`
    ${settlementCtes(scope, grouping)},
    page as (select * from labelled order by ${orderBy} ${limit})
    select (select count(*)::int from labelled) as total,
      (select json_agg(${rowJson} order by ${orderBy}) from page) as list,
      (select json_agg(sums order by currency) from (select currency, ${footerJson} as sums from labelled group by currency) f) as footer`);
  return { total: Number(answer.total), list: answer.list ?? [], footer: answer.footer ?? [] };
}
