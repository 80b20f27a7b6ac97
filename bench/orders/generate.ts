import { and, asc, eq, sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@parcelflow/contract';
import type { Db } from '@parcelflow/server/src/db/client.ts';
import { DEMO_GOODS, DEMO_RECEIVERS } from '@parcelflow/server/src/seed/seed-orders-data.ts';
import { companies } from '@parcelflow/server/src/modules/company/company.table.ts';
import { channels } from '@parcelflow/server/src/modules/channel/channel.table.ts';
import { customers } from '@parcelflow/server/src/modules/customer/customer.table.ts';
import { sites } from '@parcelflow/server/src/modules/site/site.table.ts';

const DAY = 86_400_000;
const EXTRA_CUSTOMERS = 198;
/** The status ladder an order climbs; orders older than about 30 days have reached its end. */
const LADDER = ORDER_STATUSES.filter((s) => s !== 'cancelled');
/** Destination countries a channel serves, by a part of its code; the others serve every country. */
const CHANNEL_COUNTRIES: Record<string, string[]> = { US: ['US'], EU: ['DE', 'FR', 'SE', 'GB'], UK: ['GB'], JP: ['JP'] };
const PLAIN_KINDS = ['receive', 'receive', 'receive', 'receive', 'receive', 'hyreceive', 'send', 'send', 'proxy', 'special'];
const FBA_KINDS = ['fba', 'fba', 'fbacommon'];

export type GenerateOptions = { companyNo: string; count: number; days: number; now: Date };

/**
 * Adds customers to a demo carrier and `count` orders spread evenly over the `days` before `now`, in one
 * INSERT ... SELECT over generate_series (seeded, so every run holds the same data). Statuses follow age as in
 * the demo seed (recent orders spread over the ladder, older ones completed, 5% cancelled); customers are
 * skewed (a few large ones); channel, kind, receiver country and goods vary as the demo's do.
 */
export async function generateOrders(db: Db, o: GenerateOptions): Promise<void> {
  const [company] = await db.select().from(companies).where(eq(companies.companyNo, o.companyNo));
  await addCustomers(db, company.id);
  const customerRows = await db.select().from(customers)
    .where(and(eq(customers.companyId, company.id), eq(customers.status, 'normal'))).orderBy(asc(customers.id));
  const channelRows = await db.select().from(channels).where(eq(channels.companyId, company.id)).orderBy(asc(channels.id));
  const routes = channelRows.flatMap((channel) => {
    const countries = Object.entries(CHANNEL_COUNTRIES).find(([part]) => channel.code.includes(part))?.[1];
    const fba = channel.transportClass === 'fba';
    return DEMO_RECEIVERS.filter((r) => !countries || countries.includes(r.country!))
      .map((receiver) => ({ channelId: channel.id, kinds: fba ? FBA_KINDS : PLAIN_KINDS, warehouse: fba ? 'ONT8' : null, receiver }));
  });
  const buyers = customerRows.map((c) => ({
    id: c.id, code: c.code, owner: c.linkedOwnerCompanyId, sender: { name: c.companyName || c.name, phone: c.phone, country: 'CN', city: c.city, address1: c.address },
  }));
  const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
  const start = o.now.getTime() - o.days * DAY;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into orders (id, company_id, owner_company_id, kind, status, order_no, waybill_no, customer_no, reference_no1, reference_no2,
        customer_id, channel_id, country, warehouse_code, goods_type, item_name, pieces, weight, packing_type, declared_value,
        declared_currency, delivery_terms, payment_method, receiver, sender, audit_fail_reason, cancel_reason, created_at, updated_at, audited_at)
      select id, ${company.id}, (buyer->>'owner')::int, route->'kinds'->>floor(r_kind * jsonb_array_length(route->'kinds'))::int, status,
        'PF' || to_char(created_at at time zone 'UTC', 'YYMMDD') || lpad(id::text, 8, '0'),
        case when audited then 'HYB' || lpad(id::text, 10, '0') end,
        (buyer->>'code') || '-' || g, case when r_ref < 0.4 then 'R' || lpad(g::text, 9, '0') end,
        case when r_ref < 0.05 then 'S' || lpad(g::text, 9, '0') end,
        (buyer->>'id')::int, (route->>'channelId')::int, route->'receiver'->>'country', route->>'warehouse', 'general', goods->>'item',
        pieces, round((goods->>'weight')::numeric * pieces * (1 + r_weight * 4)::numeric, 3), 'WPX', round((goods->>'price')::numeric * pieces * 3, 2),
        'USD', 'DDU', 'PP', route->'receiver', buyer->'sender',
        case when status = 'toBeCorrected' then 'Receiver phone missing the area code' end,
        case when status = 'cancelled' then 'Customer withdrew the shipment' end,
        created_at, created_at, case when audited then created_at + interval '3 hours' end
      from (
        select *, status in (${sql.join(LADDER.slice(LADDER.indexOf('toGetLabel')).map((s) => sql`${s}`), sql`, `)}) as audited
        from (
          select *, case when r_cancel < 0.05 then 'cancelled'
            else (${json(LADDER)})->>greatest(0, least(${LADDER.length - 1}, round(age_days / 30 * ${LADDER.length - 1} + r_step * 4 - 2)::int)) end as status
          from (
            select g, id, created_at, extract(epoch from ${o.now.toISOString()}::timestamptz - created_at) / 86400 as age_days,
              r_cancel, r_step, r_kind, r_ref, r_weight, 1 + floor(r_pieces * 3)::int as pieces,
              (${json(routes)})->floor(r_route * ${routes.length})::int as route,
              (${json(buyers)})->floor(power(r_buyer, 2) * ${buyers.length})::int as buyer,
              (${json(DEMO_GOODS)})->floor(r_goods * ${DEMO_GOODS.length})::int as goods
            from (
              select g, nextval(pg_get_serial_sequence('orders', 'id')) as id,
                ${new Date(start).toISOString()}::timestamptz + (g - 1 + random()) * ${(o.days * DAY) / o.count / 1000} * interval '1 second' as created_at,
                random() as r_cancel, random() as r_step, random() as r_kind, random() as r_ref, random() as r_weight, random() as r_pieces,
                random() as r_route, random() as r_buyer, random() as r_goods
              from generate_series(1, ${o.count}) as g
            ) as draws
          ) as picks
        ) as aged
      ) as rows`);
  });
  // Autovacuum may be off or late: statistics and the visibility map (index-only scans) as settled tables have them,
  // the orders and their per-day summary (filled by the trigger in the same statement).
  await db.execute(sql`vacuum (analyze) orders`);
  await db.execute(sql`vacuum (analyze) order_day_totals`);
}

/** More customers than the demo's four, so that a customer filter and the skew look like a working carrier. */
async function addCustomers(db: Db, companyId: number): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.companyId, companyId)).orderBy(asc(sites.id)).limit(1);
  await db.execute(sql`
    insert into customers (company_id, code, name, settlement_type, attribute, phone, address, company_name, country, province, city, site_id, group_id)
    select ${companyId}, 'B' || lpad(n::text, 4, '0'), 'Buyer ' || n, 'monthly', 'direct', '0755-2666' || lpad(n::text, 4, '0'),
      'Bao''an ' || n, 'Buyer ' || n || ' Trading Ltd', 'CN', '广东', '深圳', ${site.id},
      (select id from customer_groups where company_id = ${companyId} and is_default)
    from generate_series(1, ${EXTRA_CUSTOMERS}) as n`);
}
