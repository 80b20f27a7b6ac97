import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

export type BillableMonth = { customerIds: number[]; orders: number };

/**
 * Adds `customers` monthly customers to the carrier (copies of its customer C1002), each with `perCustomer` orders of a
 * demo order's shape audited at `auditedAt`, one in ten paid CC, priced in RMB with a breakdown and holding their
 * reservations, the accounts' reserved amounts moved by the same sums: what a month of audits leaves to bill.
 */
export async function addBillableMonth(db: Db, companyNo: string, customers: number, perCustomer: number, auditedAt: Date): Promise<BillableMonth> {
  const [company] = await executeRows<{ id: number }>(db, sql`select id from companies where company_no = ${companyNo}`);
  const added = await executeRows<{ id: number }>(db, sql`
    insert into customers (company_id, code, name, settlement_type, attribute, site_id, phone, address, company_name, country, province, city, group_id)
    select t.company_id, 'BK' || lpad(n::text, 5, '0'), 'Bulk ' || n, 'monthly', t.attribute, t.site_id, t.phone, t.address, t.company_name,
      t.country, t.province, t.city, t.group_id
    from customers t, generate_series(1, ${customers}) n
    where t.company_id = ${company.id} and t.code = 'C1002'
    order by n
    returning id`);
  const [{ first }] = await executeRows<{ first: string }>(db, sql`select coalesce(max(id), 0) + 1 as first from orders`);
  await db.execute(sql`
    insert into orders (company_id, kind, status, order_no, customer_id, channel_id, country, goods_type, item_name, pieces, weight,
      packing_type, payment_method, receiver, sender, created_at, updated_at, audited_at)
    select t.company_id, t.kind, 'toShip', 'BK' || lpad((c.n * ${perCustomer} + k)::text, 10, '0'), c.id, t.channel_id, t.country, t.goods_type,
      t.item_name, t.pieces, 0.5 + k % 20, t.packing_type, case when k % 10 = 0 then 'CC' else 'PP' end, t.receiver, t.sender,
      ${auditedAt.toISOString()}::timestamptz, ${auditedAt.toISOString()}::timestamptz, ${auditedAt.toISOString()}::timestamptz
    from (select id, row_number() over (order by id) as n from customers where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(added.map((row) => row.id))}::jsonb))) c
    cross join generate_series(1, ${perCustomer}) k
    cross join (select * from orders where company_id = ${company.id} and status <> 'cancelled' order by id limit 1) t
    order by c.n, k`);
  const fresh = sql`o.company_id = ${company.id} and o.id >= ${Number(first)}`;
  await db.execute(sql`
    insert into order_prices (order_id, company_id, stage, kind, priced_at, currency, total, breakdown, pieces)
    select id, company_id, 'audited', 'sell', audited_at, 'RMB', price,
      jsonb_build_object('rateCardId', 0, 'rateCardName', 'Bulk card', 'priceLevel', null, 'currency', 'RMB', 'zoneCode', 'Z1', 'zoneName', 'Zone 1',
        'actualWeight', weight::text, 'volumetricWeight', '0.000', 'chargeableWeight', weight::text, 'baseFreight', price::text,
        'minChargeApplied', false, 'surcharges', '[]'::jsonb, 'total', price::text),
      '[]'::jsonb
    from (select o.id, o.company_id, o.audited_at, o.weight, round(30 + o.weight * 42.5, 2) as price from orders o where ${fresh}) priced`);
  await db.execute(sql`
    insert into order_reservations (order_id, customer_id, currency, amount)
    select o.id, o.customer_id, p.currency, p.total from orders o join order_prices p on p.order_id = o.id and p.kind = 'sell' where ${fresh}`);
  await db.execute(sql`
    insert into cash_accounts (customer_id, currency, company_id, reserved)
    select r.customer_id, r.currency, ${company.id}, sum(r.amount) from order_reservations r join orders o on o.id = r.order_id
    where ${fresh} group by r.customer_id, r.currency
    on conflict (customer_id, currency) do update set reserved = cash_accounts.reserved + excluded.reserved`);
  return { customerIds: added.map((row) => Number(row.id)), orders: customers * perCustomer };
}
