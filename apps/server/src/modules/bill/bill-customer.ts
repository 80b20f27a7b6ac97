import { sql } from 'drizzle-orm';
import type { BillPeriod, SettlementType } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { datedNumberSql } from '../../db/dated-number.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { chargeBilledOrders, ORDER_CHARGE_KINDS } from '../ledger/index.ts';

/** One customer to bill for one period: its own, or the one asked. */
export type BillTarget = { customerId: number; settlementType: SettlementType; period: BillPeriod; from: string; to: string };
/** Who bills: the generation task, or the demo seed (no task). */
export type BillRun = { companyId: number; userId: number; taskId: number | null };
export type Billed = { bills: number; lines: number };

/** First key of the per-customer advisory lock ("bill" in ASCII; the second key is the customer id). */
const BILL_LOCK = 0x62696c6c;
/**
 * The UTC day of the order's audit, as an expression no index serves: PGlite is never analysed, and a planner without
 * statistics took the company's audit-day index for selective and read every order of the period for each customer.
 * The orders are reached from the customer's reservations instead.
 */
const auditDay = sql`(o.audited_at at time zone 'UTC')::date`;

/**
 * Which of these customers have something to bill: an audited order still reserved (not billed) whose audit falls in
 * its period, or a charge entry of a billed order no bill carries yet.
 */
export async function customersWithWork(db: Db, targets: readonly BillTarget[]): Promise<BillTarget[]> {
  if (!targets.length) return [];
  const json = JSON.stringify(targets.map((target) => ({ customer_id: target.customerId, period_from: target.from, period_to: target.to })));
  const rows = await executeRows<{ customer_id: number }>(db, sql`
    with t as (select * from jsonb_to_recordset(${json}::jsonb) as t(customer_id int, period_from date, period_to date))
    select r.customer_id from t join order_reservations r on r.customer_id = t.customer_id join orders o on o.id = r.order_id
    where o.customer_id = t.customer_id and ${auditDay} between t.period_from and t.period_to
    union
    select e.customer_id from t join ledger_entries e on e.customer_id = t.customer_id join billed_orders b on b.order_id = e.order_id
    where e.kind in (${ORDER_CHARGE_KINDS}) and not exists (select 1 from bill_lines l where l.ledger_entry_id = e.id)`);
  const ids = new Set(rows.map((row) => Number(row.customer_id)));
  return targets.filter((target) => ids.has(target.customerId));
}

/**
 * Bills one customer in the caller's transaction (docs/finance.md, "Bills"): its orders audited in the period and
 * still reserved are locked and charged (chargeBilledOrders), then every charge entry of its billed orders that no
 * bill carries yet (those charges, and older orders' later changes) is billed, one bill per payment method (per order
 * for a per-ticket customer), in one statement. A bill of nothing but credits is written off at once.
 */
export async function billCustomer(tx: Db, target: BillTarget, run: BillRun): Promise<Billed> {
  // Two generations billing one customer queue here: the second finds the first's lines and bills only what is left.
  await tx.execute(sql`select pg_advisory_xact_lock(${BILL_LOCK}::int, ${target.customerId}::int)`);
  const locked = await executeRows<{ id: string | number }>(tx, sql`
    select o.id from order_reservations r join orders o on o.id = r.order_id
    where r.customer_id = ${target.customerId} and o.customer_id = ${target.customerId} and ${auditDay} between ${target.from}::date and ${target.to}::date
    order by o.id for update of o`);
  // Read again once locked: an order revoked meanwhile released its reservation and is not billed.
  const reserved = await executeRows<{ order_id: string | number }>(tx, sql`
    select order_id from order_reservations where order_id = any(${`{${locked.map((row) => row.id).join(',')}}`}::bigint[]) order by order_id`);
  await chargeBilledOrders(tx, reserved.map((row) => Number(row.order_id)), run.userId);
  const [billed] = await executeRows<Billed>(tx, billStatement(target, run));
  return billed;
}

function billStatement(target: BillTarget, run: BillRun) {
  const { customerId, from, to } = target;
  const perTicket = target.period === 'perTicket';
  return sql`
    with e as (
      select e.id as entry_id, e.order_id, e.currency, -e.amount as amount, o.payment_method,
        case when ${perTicket}::boolean then e.order_id end as ticket,
        case when e.kind = 'orderCharge' and not exists (select 1 from bill_lines l where l.order_id = e.order_id) then 'order' else 'adjustment' end as line_kind
      from ledger_entries e join billed_orders b on b.order_id = e.order_id join orders o on o.id = e.order_id
      where e.customer_id = ${customerId} and e.kind in (${ORDER_CHARGE_KINDS})
        and not exists (select 1 from bill_lines l where l.ledger_entry_id = e.id)),
    g as (
      select payment_method, ticket, count(distinct order_id)::int as tickets,
        exists (select 1 from bills x where x.customer_id = ${customerId} and x.period_from = ${from}::date and x.period_to = ${to}::date
          and x.payment_method is not distinct from e.payment_method) as supplementary
      from e group by payment_method, ticket),
    -- Numbered in a fixed order (payment method, then order), so a run's bills read in that order.
    n as (select s.*, nextval(pg_get_serial_sequence('bills', 'id')) as bill_id from (select * from g order by payment_method, ticket) s),
    placed as (select e.*, n.bill_id from e join n on n.payment_method = e.payment_method and n.ticket is not distinct from e.ticket),
    sums as (select bill_id, currency, sum(amount) as amount from placed group by bill_id, currency),
    credit as (select bill_id, bool_and(amount <= 0) as credit_only from sums group by bill_id),
    new_bills as (
      insert into bills (id, company_id, customer_id, bill_no, bill_date, period, period_from, period_to, type, payment_method,
        settlement_type, ticket_count, reconciler_id, write_off_status, task_id)
      select n.bill_id, ${run.companyId}, ${customerId}, ${datedNumberSql('BL', sql`n.bill_id`, sql`now()`)}, (now() at time zone 'UTC')::date,
        ${target.period}, ${from}::date, ${to}::date, case when n.supplementary then 'supplementary' else 'regular' end, n.payment_method,
        ${target.settlementType}, n.tickets, ${run.userId}::int, case when c.credit_only then 'writtenOff' else 'unwrittenOff' end, ${run.taskId}::int
      from n join credit c on c.bill_id = n.bill_id
      returning id),
    new_amounts as (insert into bill_amounts (bill_id, currency, amount) select bill_id, currency, amount from sums returning bill_id),
    new_lines as (
      insert into bill_lines (bill_id, company_id, customer_id, kind, order_id, ledger_entry_id, currency, amount, breakdown)
      select p.bill_id, ${run.companyId}, ${customerId}, p.line_kind, p.order_id, p.entry_id, p.currency, p.amount, price.breakdown
      from placed p left join lateral (
        select breakdown from order_prices where order_id = p.order_id and kind = 'sell' order by priced_at desc, id desc limit 1
      ) price on true
      order by p.entry_id
      returning id)
    select (select count(*) from new_bills)::int as bills, (select count(*) from new_lines)::int as lines`;
}
