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

/** Posts entries in order, each after the one before. */
export async function postEntries(db: Db, entries: readonly NewLedgerEntry[]): Promise<PostedEntry[]> {
  const posted: PostedEntry[] = [];
  for (const entry of entries) posted.push(await postEntry(db, entry));
  return posted;
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
