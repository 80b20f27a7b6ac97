import { sql } from 'drizzle-orm';
import { CHARGED_AT_AUDIT, CommandError, type Currency } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

export type AccountKey = { customerId: number; currency: Currency };

/** What auditing an order takes from its account: `need` is debited (charged at audit) or reserved (billed later). */
export type CreditDemand = AccountKey & { orderId: number; orderNo: string; price: string; need: string };

/** The settlement types charged at audit, as the list of an SQL `in`: shared by the credit check and settlement. */
export const CHARGED = sql.raw(CHARGED_AT_AUDIT.map((type) => `'${type}'`).join(', '));
/** The entry kinds that carry an order's money: its charge and its later changes (settlement posts them, bills carry them). */
export const ORDER_CHARGE_KINDS = sql.raw(`'orderCharge', 'surchargeAdjustment', 'refund'`);

/**
 * Locks the accounts (creating the missing ones at 0) in one fixed order, customer then currency, so two
 * transactions touching the same accounts queue instead of deadlocking; later reads see the balance as committed.
 */
export async function lockAccounts(db: Db, keys: readonly AccountKey[]): Promise<void> {
  if (!keys.length) return;
  const json = JSON.stringify(keys.map((key) => ({ customer_id: key.customerId, currency: key.currency })));
  const wanted = sql`select distinct k.customer_id, k.currency from jsonb_to_recordset(${json}::jsonb) as k(customer_id int, currency text)`;
  await db.execute(sql`insert into cash_accounts (customer_id, currency, company_id)
    select k.customer_id, k.currency, c.company_id from (${wanted}) as k join customers c on c.id = k.customer_id
    order by k.customer_id, k.currency
    on conflict (customer_id, currency) do nothing`);
  await db.execute(sql`select 1 from cash_accounts a where (a.customer_id, a.currency) in (${wanted})
    order by a.customer_id, a.currency for update`);
}

type Refusal = {
  order_id: string | number; order_no: string; currency: Currency; charged: boolean; price: string;
  available: string; exposure: string; credit_limit: string | null; shortfall: string;
};

/**
 * The demands the locked accounts refuse, by order id: a prepaid or cash customer's order its available balance
 * (balance - reserved) does not cover (60001), a billed customer's order that takes reserved + price - balance past
 * the credit limit (60002; no limit, no control). Demands on one account take the money in order id order, each
 * after the ones before, whether those pass or not: once one is refused, the account's later ones are too.
 * Arithmetic in PostgreSQL's numeric.
 */
export async function creditRefusals(db: Db, demands: readonly CreditDemand[]): Promise<Map<number, CommandError>> {
  const refused = new Map<number, CommandError>();
  if (!demands.length) return refused;
  const json = JSON.stringify(demands.map((d) => ({ order_id: d.orderId, order_no: d.orderNo, customer_id: d.customerId, currency: d.currency, need: d.need, price: d.price })));
  const rows = await executeRows<Refusal>(db, sql`
    with d as (
      select * from jsonb_to_recordset(${json}::jsonb) as d(order_id bigint, order_no text, customer_id int, currency text, need numeric, price numeric)),
    run as (
      select d.*, sum(d.need) over (partition by d.customer_id, d.currency order by d.order_id) - d.need as before from d),
    checked as (
      select run.*, c.settlement_type in (${CHARGED}) as charged, a.credit_limit,
        a.balance - a.reserved - run.before as available, a.reserved + run.before + run.need - a.balance as exposure
      from run join cash_accounts a on a.customer_id = run.customer_id and a.currency = run.currency
      join customers c on c.id = run.customer_id)
    select order_id, order_no, currency, charged, price::text, available::text, exposure::text, credit_limit::text,
      (case when charged then need - available else exposure - credit_limit end)::text as shortfall
    from checked
    where need > 0 and ((charged and available < need) or (not charged and credit_limit is not null and exposure > credit_limit))
    order by order_id`);
  for (const row of rows) refused.set(Number(row.order_id), refusalOf(row));
  return refused;
}

function refusalOf(row: Refusal): CommandError {
  const { order_no: orderNo, currency, price, shortfall } = row;
  return row.charged
    ? new CommandError(60001, { orderNo, currency, available: row.available, price, shortfall })
    : new CommandError(60002, { orderNo, currency, creditLimit: row.credit_limit ?? '', exposure: row.exposure, shortfall });
}
