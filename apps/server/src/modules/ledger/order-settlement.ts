import { sql } from 'drizzle-orm';
import { ORDER_STATUSES, type Currency, type LedgerEntryKind, type OrderStatus } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { CHARGED, creditRefusals, lockAccounts, ORDER_CHARGE_KINDS } from './credit.ts';
import { postEntries } from './posting.ts';
import { negate } from './amount-text.ts';

export type SettleOptions = {
  userId: number | null;
  /** The orders move into audited now: their charges and reservations must pass credit control first. */
  auditing: boolean;
};

const NOT_SETTLED: readonly OrderStatus[] = ['toBeSupplemented', 'toBeAudited', 'toBeCorrected', 'cancelled'];
/** Statuses past audit pass and not cancelled: the orders that hold money. */
const SETTLED = sql.raw(ORDER_STATUSES.filter((status) => !NOT_SETTLED.includes(status)).map((status) => `'${status}'`).join(', '));

/** A charge entry a settlement posted. */
export type SettledCharge = { entryId: number; orderId: number; customerId: number; currency: Currency; kind: LedgerEntryKind; amount: string };

/** One account's part of an order that is not as it should be: `delta` moves it from `had` to `wanted`. */
type Move = {
  what: 'charge' | 'reserve'; order_id: string | number; order_no: string; company_id: number; customer_id: number; currency: Currency;
  wanted: string; delta: string; price: string | null; kind: LedgerEntryKind;
};

/**
 * What the orders should hold and do not, in one read. An order past audit and not cancelled, with a selling price
 * (its latest, whatever the stage), holds that price: a charged-at-audit customer's order as a net charge of -price
 * (orderCharge, surchargeAdjustment and refund entries), as does a billed order; any other's as a reservation. Every other order, and every
 * other account an order touched before (a currency or customer changed), holds nothing.
 */
async function planMoves(db: Db, orderIds: readonly number[]): Promise<Move[]> {
  const ids = sql`(select value::bigint from jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb))`;
  return executeRows<Move>(db, sql`
    with o as (
      select o.id, o.order_no, o.customer_id, p.currency, p.total as price,
        c.settlement_type in (${CHARGED}) or exists (select 1 from billed_orders b where b.order_id = o.id) as charged
      from orders o join customers c on c.id = o.customer_id
      left join lateral (
        select currency, total from order_prices where order_id = o.id and kind = 'sell' order by priced_at desc, id desc limit 1
      ) p on o.status in (${SETTLED})
      where o.id in ${ids}),
    charge_want as (select id as order_id, customer_id, currency, -price as amount from o where charged and price is not null),
    charge_have as (
      select order_id, customer_id, currency, sum(amount) as amount from ledger_entries
      -- "is not null" lets the planner use the partial order index (PGlite, never analysed, otherwise scans the ledger).
      where order_id is not null and order_id in ${ids} and kind in (${ORDER_CHARGE_KINDS}) group by order_id, customer_id, currency),
    reserve_want as (select id as order_id, customer_id, currency, price as amount from o where not charged and price is not null),
    reserve_have as (select order_id, customer_id, currency, amount from order_reservations where order_id in ${ids}),
    moves as (
      select 'charge' as what, coalesce(w.order_id, h.order_id) as order_id, coalesce(w.customer_id, h.customer_id) as customer_id,
        coalesce(w.currency, h.currency) as currency, coalesce(w.amount, 0) as wanted, coalesce(h.amount, 0) as had
      from charge_want w full join charge_have h on h.order_id = w.order_id and h.customer_id = w.customer_id and h.currency = w.currency
      union all
      select 'reserve', coalesce(w.order_id, h.order_id), coalesce(w.customer_id, h.customer_id),
        coalesce(w.currency, h.currency), coalesce(w.amount, 0), coalesce(h.amount, 0)
      from reserve_want w full join reserve_have h on h.order_id = w.order_id and h.customer_id = w.customer_id and h.currency = w.currency)
    select m.what, m.order_id, o.order_no, c.company_id, m.customer_id, m.currency, m.wanted::text, (m.wanted - m.had)::text as delta,
      o.price::text as price,
      case when m.wanted = 0 then 'refund' when m.had = 0 then 'orderCharge' else 'surchargeAdjustment' end as kind
    from moves m join o on o.id = m.order_id join customers c on c.id = m.customer_id
    where m.wanted <> m.had
    order by m.customer_id, m.currency, m.order_id`);
}

/**
 * Brings the orders' money in line with their status and latest selling price, in the caller's transaction (the
 * orders locked by it): charges, surcharge adjustments and refunds on the ledger, reservations with the accounts'
 * reserved amounts. Idempotent: orders already as they should be change nothing. When `auditing`, a charge the
 * available balance does not cover (60001) or a reservation past the credit limit (60002) throws before anything
 * is written, so the caller's transaction rolls back whole.
 */
export async function settleOrders(db: Db, orderIds: readonly number[], options: SettleOptions): Promise<SettledCharge[]> {
  if (!orderIds.length) return [];
  const moves = await planMoves(db, orderIds);
  if (!moves.length) return [];
  await lockAccounts(db, moves.map((move) => ({ customerId: move.customer_id, currency: move.currency })));
  if (options.auditing) {
    const demands = moves.map((move) => ({
      orderId: Number(move.order_id), orderNo: move.order_no, customerId: move.customer_id, currency: move.currency, price: move.price ?? '0',
      // A charge takes -delta from the balance, a reservation delta; a release (below 0) is never refused.
      need: move.what === 'charge' ? negate(move.delta) : move.delta,
    }));
    const [refusal] = (await creditRefusals(db, demands)).values();
    if (refusal) throw refusal;
  }
  const charges = moves.filter((move) => move.what === 'charge');
  const posted = await postEntries(db, charges.map((move) => ({
    companyId: move.company_id, customerId: move.customer_id, currency: move.currency, kind: move.kind, amount: move.delta,
    orderId: Number(move.order_id), createdBy: options.userId,
  })));
  await writeReservations(db, moves.filter((move) => move.what === 'reserve'));
  return charges.map((move, index) => ({
    entryId: posted[index].id, orderId: Number(move.order_id), customerId: move.customer_id, currency: move.currency, kind: move.kind, amount: move.delta,
  }));
}

/**
 * Bills the orders' money, in the caller's transaction (the orders locked by it): each order's reservation becomes
 * its charge on the account (an orderCharge entry of -price), and its later price changes entries of their own.
 * Answers the entries posted now; an order billed before posts nothing more.
 */
export async function chargeBilledOrders(db: Db, orderIds: readonly number[], userId: number | null): Promise<SettledCharge[]> {
  if (!orderIds.length) return [];
  await db.execute(sql`
    insert into billed_orders (order_id)
    select value::bigint from jsonb_array_elements_text(${JSON.stringify(orderIds)}::jsonb)
    on conflict (order_id) do nothing`);
  return settleOrders(db, orderIds, { userId, auditing: false });
}

/**
 * The orders' reservations as they should be, and each account's reserved amount moved by the same deltas, in one
 * statement. A reservation is one row per order, so the move bringing it to 0 on its old account is the delete
 * unless the order's new reservation replaces it.
 */
async function writeReservations(db: Db, moves: readonly Move[]): Promise<void> {
  if (!moves.length) return;
  const json = JSON.stringify(moves.map((move) => ({ order_id: move.order_id, customer_id: move.customer_id, currency: move.currency, wanted: move.wanted, delta: move.delta })));
  await db.execute(sql`
    with m as (
      select * from jsonb_to_recordset(${json}::jsonb) as m(order_id bigint, customer_id int, currency text, wanted numeric, delta numeric)),
    kept as (
      insert into order_reservations (order_id, customer_id, currency, amount)
      select order_id, customer_id, currency, wanted from m where wanted <> 0
      on conflict (order_id) do update set customer_id = excluded.customer_id, currency = excluded.currency, amount = excluded.amount, reserved_at = now()),
    released as (
      delete from order_reservations r where r.order_id in (select order_id from m where wanted = 0)
        and r.order_id not in (select order_id from m where wanted <> 0))
    update cash_accounts a set reserved = a.reserved + s.delta, updated_at = now()
    from (select customer_id, currency, sum(delta) as delta from m group by customer_id, currency) s
    where a.customer_id = s.customer_id and a.currency = s.currency`);
}
