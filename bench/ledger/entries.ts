import { sql } from 'drizzle-orm';
import type { Database } from '@parcelflow/server/src/db/client.ts';
import { executeRows } from '@parcelflow/server/src/db/execute-rows.ts';
import { CURRENCIES } from '@parcelflow/contract';

export type Account = { customerId: number; currency: string };

/**
 * Fills the ledger with `total` entries over every account of the company's customers in the five currencies: order
 * charges with a recharge every tenth entry, each with its running balance, and the accounts at their sums and counts. Written by
 * the bench process in the server's own tables, as years of postings would leave them.
 */
export async function fillLedger(database: Database, companyNo: string, total: number): Promise<Account[]> {
  const { db } = database;
  const customers = await executeRows<{ id: number; company_id: number }>(db, sql`
    select c.id, c.company_id from customers c join companies co on co.id = c.company_id
    where co.company_no = ${companyNo} and c.deleted_at is null order by c.id`);
  const accounts = customers.flatMap((customer) => CURRENCIES.map((currency) => ({ ...customer, currency })));
  const perAccount = Math.ceil(total / accounts.length);
  for (const account of accounts) {
    await db.execute(sql`
      insert into ledger_entries (company_id, customer_id, currency, kind, amount, balance_after, created_at)
      select ${account.company_id}, ${account.id}, ${account.currency}, kind, amount,
        booked.balance + sum(amount) over (order by n), now() - make_interval(mins => ${perAccount} - n)
      from (
        select n, case when n % 10 = 0 then 'recharge' else 'orderCharge' end as kind,
          case when n % 10 = 0 then 900.00 else -(((n * 7919) % 12000) / 100.0 + 5)::numeric(14, 2) end as amount
        from generate_series(1, ${perAccount}) as n
      ) generated,
      -- What the demo already booked on the account comes first in its running balance.
      (select coalesce(sum(amount), 0) as balance from ledger_entries where customer_id = ${account.id} and currency = ${account.currency}) booked`);
    await db.execute(sql`
      insert into cash_accounts (customer_id, currency, company_id, balance, entry_count, last_entry_at)
      select ${account.id}, ${account.currency}, ${account.company_id}, coalesce(sum(amount), 0), count(*), max(created_at)
      from ledger_entries where customer_id = ${account.id} and currency = ${account.currency}
      on conflict (customer_id, currency) do update
        set balance = excluded.balance, entry_count = excluded.entry_count, last_entry_at = excluded.last_entry_at`);
  }
  await db.execute(sql`analyze ledger_entries`);
  return accounts.map((account) => ({ customerId: account.id, currency: account.currency }));
}
