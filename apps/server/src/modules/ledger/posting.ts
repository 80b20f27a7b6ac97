import { sql } from 'drizzle-orm';
import type { Currency, LedgerEntryKind } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';

export type NewLedgerEntry = {
  companyId: number;
  customerId: number;
  currency: Currency;
  kind: LedgerEntryKind;
  /** Signed decimal text: credit above 0, debit below. */
  amount: string;
  orderId?: number | null;
  rechargeId?: number | null;
  reversesEntryId?: number | null;
  reason?: string | null;
  createdBy: number | null;
};

export type PostedEntry = { id: number; balanceAfter: string };

/**
 * Writes one entry and moves its account's balance, in one statement of the caller's transaction: the upsert locks
 * the account row, so concurrent postings to one account queue and each entry's balance-after is exact.
 */
export async function postEntry(db: Db, entry: NewLedgerEntry): Promise<PostedEntry> {
  const [posted] = await executeRows<{ id: string | number; balance_after: string }>(db, sql`
    with account as (
      insert into cash_accounts (customer_id, currency, company_id, balance, entry_count, last_entry_at, updated_at)
      values (${entry.customerId}, ${entry.currency}, ${entry.companyId}, ${entry.amount}::numeric, 1, now(), now())
      on conflict (customer_id, currency) do update
        set balance = cash_accounts.balance + excluded.balance, entry_count = cash_accounts.entry_count + 1, last_entry_at = now(), updated_at = now()
      returning balance
    )
    insert into ledger_entries (company_id, customer_id, currency, kind, amount, balance_after, order_id, recharge_id, reverses_entry_id, reason, created_by)
    select ${entry.companyId}, ${entry.customerId}, ${entry.currency}, ${entry.kind}, ${entry.amount}::numeric, account.balance,
      ${entry.orderId ?? null}::bigint, ${entry.rechargeId ?? null}::bigint, ${entry.reversesEntryId ?? null}::bigint, ${entry.reason ?? null}, ${entry.createdBy}::int
    from account
    returning id, balance_after`);
  return { id: Number(posted.id), balanceAfter: posted.balance_after };
}

/**
 * Posts entries in order, each after the one before, in one statement: each account is upserted once (in key order,
 * as `lockAccounts` takes them) and moved by its entries' sum, and each entry's balance-after is the account's new
 * balance less the entries after it. Answers the posted entries in the order given.
 */
export async function postEntries(db: Db, entries: readonly NewLedgerEntry[]): Promise<PostedEntry[]> {
  if (entries.length <= 1) return entries.length ? [await postEntry(db, entries[0])] : [];
  const json = JSON.stringify(entries.map((entry, seq) => ({
    seq, company_id: entry.companyId, customer_id: entry.customerId, currency: entry.currency, kind: entry.kind, amount: entry.amount,
    order_id: entry.orderId ?? null, recharge_id: entry.rechargeId ?? null, reverses_entry_id: entry.reversesEntryId ?? null,
    reason: entry.reason ?? null, created_by: entry.createdBy,
  })));
  const posted = await executeRows<{ id: string | number; balance_after: string }>(db, sql`
    with e as (
      select * from jsonb_to_recordset(${json}::jsonb) as e(seq int, company_id int, customer_id int, currency text, kind text, amount numeric,
        order_id bigint, recharge_id bigint, reverses_entry_id bigint, reason text, created_by int)),
    account as (
      insert into cash_accounts (customer_id, currency, company_id, balance, entry_count, last_entry_at, updated_at)
      select customer_id, currency, min(company_id), sum(amount), count(*), now(), now() from e
      group by customer_id, currency order by customer_id, currency
      on conflict (customer_id, currency) do update
        set balance = cash_accounts.balance + excluded.balance, entry_count = cash_accounts.entry_count + excluded.entry_count,
          last_entry_at = now(), updated_at = now()
      returning customer_id, currency, balance),
    placed as (
      select e.*, a.balance - sum(e.amount) over (partition by e.customer_id, e.currency order by e.seq desc rows unbounded preceding) + e.amount as balance_after
      from e join account a on a.customer_id = e.customer_id and a.currency = e.currency)
    insert into ledger_entries (company_id, customer_id, currency, kind, amount, balance_after, order_id, recharge_id, reverses_entry_id, reason, created_by)
    select company_id, customer_id, currency, kind, amount, balance_after, order_id, recharge_id, reverses_entry_id, reason, created_by
    from placed order by seq
    returning id, balance_after`);
  // Ids are drawn in the order the rows are inserted, which is the order given.
  return posted.map((row) => ({ id: Number(row.id), balanceAfter: row.balance_after })).sort((a, b) => a.id - b.id);
}

/**
 * Rebuilds the company's balances and entry counts from its entries (and the reserved amounts from the reservations): what the
 * balances must always equal. Answers how many accounts it changed; 0 when they already agreed.
 */
export async function rebuildBalances(db: Db, companyId: number): Promise<number> {
  const changed = await executeRows<{ customer_id: number }>(db, sql`
    with sums as (
      select a.customer_id, a.currency,
        coalesce((select sum(e.amount) from ledger_entries e where e.customer_id = a.customer_id and e.currency = a.currency), 0) as balance,
        (select count(*) from ledger_entries e where e.customer_id = a.customer_id and e.currency = a.currency)::int as entry_count,
        coalesce((select sum(r.amount) from order_reservations r where r.customer_id = a.customer_id and r.currency = a.currency), 0) as reserved
      from cash_accounts a where a.company_id = ${companyId}
    )
    update cash_accounts a set balance = sums.balance, reserved = sums.reserved, entry_count = sums.entry_count, updated_at = now()
    from sums
    where a.customer_id = sums.customer_id and a.currency = sums.currency
      and (a.balance <> sums.balance or a.reserved <> sums.reserved or a.entry_count <> sums.entry_count)
    returning a.customer_id`);
  return changed.length;
}
