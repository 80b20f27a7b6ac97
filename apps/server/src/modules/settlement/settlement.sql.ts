import { sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, receiptsAttributable, type Currency, type SettlementBucket, type SettlementDimension } from '@parcelflow/contract';

/** What the figures cover: the caller's company, days (UTC, both included) and optionally one currency. */
export type SettlementScope = { companyId: number; dateFrom: string; dateTo: string; currency?: Currency };
/** How rows group, and whether sites and channels are named in English (their Chinese name where none is kept). */
export type Grouping = { dimension: SettlementDimension; bucket: SettlementBucket; english?: boolean };

/** Past audit pass and not cancelled: the orders that hold their price (docs/finance.md, "Orders move money"). */
const HOLDING = sql.raw(ORDER_STATUSES.slice(ORDER_STATUSES.indexOf('toGetLabel')).filter((status) => status !== 'cancelled').map((status) => `'${status}'`).join(', '));
/** Money received: a confirmed recharge, a bill written off against a receipt. */
const RECEIPTS = sql.raw(`'recharge', 'writeOff'`);
const BUCKET_SQL: Record<SettlementBucket, SQL> = { day: sql.raw(`'day'`), week: sql.raw(`'week'`), month: sql.raw(`'month'`) };

export const dayStart = (day: string) => sql`${day}::date::timestamp at time zone 'UTC'`;
export const dayEnd = (day: string) => sql`(${day}::date + 1)::timestamp at time zone 'UTC'`;
/** The first day of the UTC bucket holding a moment, as ISO text (a week starts on Monday). */
const bucketOf = (bucket: SettlementBucket, at: SQL) => sql`date_trunc(${BUCKET_SQL[bucket]}, ${at} at time zone 'UTC')::date::text`;

/** The group key of an order (`p`, its customer `c`) and of a ledger entry (`e`, its customer `c`), as text. */
function keysOf({ dimension, bucket }: Grouping): { order: SQL; entry: SQL } {
  switch (dimension) {
    case 'customer': return { order: sql`p.customer_id::text`, entry: sql`e.customer_id::text` };
    case 'site': return { order: sql`coalesce(c.site_id, 0)::text`, entry: sql`coalesce(c.site_id, 0)::text` };
    case 'channel': return { order: sql`p.channel_id::text`, entry: sql`null::text` };
    case 'period': return { order: bucketOf(bucket, sql`p.audited_at`), entry: bucketOf(bucket, sql`e.created_at`) };
  }
}

/** Each group's code, name and sort key, from `grouped g`. */
function labelsOf({ dimension, english }: Grouping): { join: SQL; code: SQL; name: SQL } {
  const named = english ? sql`coalesce(nullif(l.name_en, ''), l.name_cn)` : sql`l.name_cn`;
  switch (dimension) {
    case 'customer': return { join: sql`left join customers l on l.id = g.key::int`, code: sql`l.code`, name: sql`l.name` };
    case 'site': return { join: sql`left join sites l on l.id = nullif(g.key, '0')::int`, code: sql`l.code`, name: named };
    case 'channel': return { join: sql`left join channels l on l.id = g.key::int`, code: sql`l.code`, name: named };
    case 'period': return { join: sql``, code: sql`null::text`, name: sql`null::text` };
  }
}

/**
 * The common table expressions every settlement figure is read from, ending in `labelled`: one row per group and
 * currency with orders, receivable, billed, received and movement (numeric; received and movement null by channel),
 * code, name and `sort`. Set-based: the orders audited in the range along orders_company_audited_idx, each with its
 * latest selling price (order_prices_order_priced_idx) and its bill lines (bill_lines_order_idx); the ledger entries
 * of the range along ledger_entries_company_created_idx.
 */
export function settlementCtes(scope: SettlementScope, grouping: Grouping): SQL {
  const keys = keysOf(grouping);
  const labels = labelsOf(grouping);
  const withMoney = receiptsAttributable(grouping.dimension);
  const currencyOf = (alias: SQL) => (scope.currency ? sql`and ${alias}.currency = ${scope.currency}` : sql``);
  const money = sql`, money as (
      select ${keys.entry} as key, e.currency,
        sum(e.amount) filter (where e.kind in (${RECEIPTS}) or r.kind in (${RECEIPTS})) as received, sum(e.amount) as movement
      from ledger_entries e
      join customers c on c.id = e.customer_id
      left join ledger_entries r on e.kind = 'reversal' and r.id = e.reverses_entry_id
      where e.company_id = ${scope.companyId} and e.created_at >= ${dayStart(scope.dateFrom)} and e.created_at < ${dayEnd(scope.dateTo)} ${currencyOf(sql`e`)}
      group by 1, 2)`;
  const grouped = withMoney
    ? sql`select coalesce(s.key, m.key) as key, coalesce(s.currency, m.currency) as currency, coalesce(s.orders, 0) as orders,
        coalesce(s.receivable, 0) as receivable, coalesce(s.billed, 0) as billed, coalesce(m.received, 0) as received, coalesce(m.movement, 0) as movement
      from sales s full join money m on m.key = s.key and m.currency = s.currency`
    : sql`select key, currency, orders, receivable, billed, null::numeric as received, null::numeric as movement from sales`;
  return sql`with priced as (
      select o.id, o.customer_id, o.channel_id, o.audited_at, p.currency, p.total
      from orders o
      cross join lateral (
        select currency, total from order_prices where order_id = o.id and kind = 'sell' order by priced_at desc, id desc limit 1
      ) p
      where o.company_id = ${scope.companyId} and o.audited_at >= ${dayStart(scope.dateFrom)} and o.audited_at < ${dayEnd(scope.dateTo)}
        and o.status in (${HOLDING}) and p.total is not null ${currencyOf(sql`p`)}),
    billed as (
      select l.order_id, l.currency, sum(l.amount) as amount from bill_lines l
      where l.order_id in (select id from priced) group by l.order_id, l.currency),
    sales as (
      select ${keys.order} as key, p.currency, count(*)::int as orders, sum(p.total) as receivable, coalesce(sum(b.amount), 0) as billed
      from priced p
      join customers c on c.id = p.customer_id
      left join billed b on b.order_id = p.id and b.currency = p.currency
      group by 1, 2)
    ${withMoney ? money : sql``},
    grouped as (${grouped}),
    labelled as (
      select g.*, ${labels.code} as code, ${labels.name} as name from grouped g ${labels.join})`;
}

/** Money as the protocol sends it: exact decimal text with 2 decimals ("0.00", "-12.50"); null stays null. */
export const moneyOf = (column: SQL) => sql`round(${column}, 2)::text`;
