import { sql, type SQL } from 'drizzle-orm';
import type { OrderPriceStage } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import type { OrderPriceDraft } from './price-orders.ts';

/** Who priced at which stage: the user (null for a system's pricing). */
export type PricingStamp = { companyId: number; stage: OrderPriceStage; pricedBy: number | null };

/** Rows per insert: 1,000 orders of two prices each stay well under a statement's parameter and JSON sizes. */
const ROWS_PER_INSERT = 2000;

const rowsOf = (drafts: readonly OrderPriceDraft[], stamp: PricingStamp, orderId?: number) => drafts.map((draft) => ({
  order_id: orderId, company_id: stamp.companyId, stage: stamp.stage, kind: draft.kind, priced_by: stamp.pricedBy,
  currency: draft.currency, total: draft.total, breakdown: draft.breakdown, refusal: draft.refusal, pieces: draft.pieces,
}));

const RECORD = sql.raw(`p(order_id bigint, company_id int, stage text, kind text, priced_by int, currency text, total numeric, breakdown jsonb, refusal jsonb, pieces jsonb)`);
const COLUMNS = sql.raw('order_id, company_id, stage, kind, priced_by, currency, total, breakdown, refusal, pieces');
const VALUES = sql.raw('p.company_id, p.stage, p.kind, p.priced_by, p.currency, p.total, p.breakdown, p.refusal, p.pieces');

/**
 * An insert of a new order's prices as a part of the statement writing it: `created` names the statement's relation
 * holding the new order's id (column `id`); nothing is written when it holds none. The rows go as one JSON parameter,
 * so the statement's text stays the same whatever was priced.
 */
export function newOrderPriceInsert(drafts: readonly OrderPriceDraft[], stamp: PricingStamp): (created: SQL) => SQL {
  const json = JSON.stringify(rowsOf(drafts, stamp));
  return (created) => sql`insert into order_prices (${COLUMNS})
    select c.id, ${VALUES} from ${created} as c, jsonb_to_recordset(${json}::jsonb) as ${RECORD}`;
}

/** Stored orders' prices, one multi-row insert per 1,000 orders. */
export async function insertOrderPrices(db: Db, priced: readonly { orderId: number; drafts: readonly OrderPriceDraft[] }[], stamp: PricingStamp): Promise<void> {
  const rows = priced.flatMap(({ orderId, drafts }) => rowsOf(drafts, stamp, orderId));
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await db.execute(sql`insert into order_prices (${COLUMNS})
      select p.order_id, ${VALUES} from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + ROWS_PER_INSERT))}::jsonb) as ${RECORD}`);
  }
}
