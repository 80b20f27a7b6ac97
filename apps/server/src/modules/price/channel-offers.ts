import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { normalisePostcode } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { brokenRuleJoin } from '../customerOrderRule/index.ts';
import { channelWhens, RULE_WHEN, type CheckFields } from '../order/index.ts';
import type { Shipment } from './engine/index.ts';

/**
 * A channel of the carrier as a shipment would find it: the first reason an order of it would be refused (as
 * orderFieldsProblem names it: 'channelNoCountry', 'channelNoPostcode', 'channelNotAgreed', 'rule:<what>:<limit>').
 */
export type ChannelOffer = { id: number; code: string; name_cn: string; name_en: string; problem: string | null };

/**
 * The carrier's enabled channels (or those named) with what an order of this shipment would meet on each, in one
 * statement: the checks createOrder runs (service to the destination, the customer's transport agreements on the
 * day, its order rules). No customer: the rules for every customer apply, no agreement does.
 */
export function channelOffers(db: Db, companyId: number, customerId: number | null, shipment: Shipment, channelIds?: readonly number[]): Promise<ChannelOffer[]> {
  const postcode = normalisePostcode(shipment.postcode);
  // The rules compare a box's total weight with their piece limit times its quantity, as an order's boxes give it.
  const boxes = shipment.pieces.map((line) => ({ weight: new Decimal(line.weight).times(line.quantity).toNumber(), quantity: line.quantity }));
  const pieces = shipment.pieces.reduce((sum, line) => sum + line.quantity, 0);
  const fields: CheckFields = {
    country: sql`${shipment.country}::text`, postcode: sql`${postcode}::text`, pieces: sql`${pieces}::int`, boxes: sql`${JSON.stringify(boxes)}::jsonb`,
    declaredValue: sql`${shipment.declaredValue ?? '-1'}::numeric`, declaredCurrency: sql`${shipment.declaredValue ? shipment.declaredCurrency : ''}::text`,
  };
  const named = channelIds ? sql`and channel.id = any(${`{${channelIds.join(',')}}`}::int[])` : sql``;
  return executeRows<ChannelOffer>(db, sql`
    select channel.id, channel.code, channel.name_cn, channel.name_en, case${channelWhens(companyId, fields, shipment.day)}${RULE_WHEN}
    end as problem
    from channels as channel
      left join customers as customer on customer.id = ${customerId ?? 0} and customer.company_id = ${companyId}
      ${brokenRuleJoin(companyId, fields)}
    where channel.company_id = ${companyId} and channel.enabled ${named}
    order by channel.code`);
}
