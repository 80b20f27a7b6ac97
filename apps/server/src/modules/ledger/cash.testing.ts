import { and, desc, eq, sql } from 'drizzle-orm';
import type { CashAccountView, ListLedgerEntriesOutput } from '@parcelflow/contract';
import { executeRows } from '../../db/execute-rows.ts';
import type { TestApp } from '../../test/harness.ts';
import { auditLog } from '../auditLog/index.ts';

export type AccountList = { list: CashAccountView[]; total: number; footer: { currency: string; balance: string; reserved: string; available: string }[] };

/** The cash commands as a test calls them, each answering result_code and body. */
export function cashCalls(t: TestApp) {
  return {
    list: (filters: Record<string, unknown>, token: string) => t.call<AccountList>('main', 'listCashAccounts', { pageSize: 300, ...filters }, token),
    get: (customerId: number, currency: string, token: string) => t.call<CashAccountView>('main', 'getCashAccount', { customerId, currency }, token),
    entries: (customerId: number, currency: string, token: string, extra: Record<string, unknown> = {}) =>
      t.call<ListLedgerEntriesOutput>('main', 'listLedgerEntries', { customerId, currency, ...extra }, token),
    adjust: (customerId: number, currency: string, amount: unknown, token: string, reason = 'test') =>
      t.call<{ entryId: number; balance: string }>('main', 'adjustBalance', { customerId, currency, amount, reason }, token),
    reverse: (id: number, token: string, reason = 'booked twice') => t.call<{ entryId: number; balance: string }>('main', 'reverseLedgerEntry', { id, reason }, token),
    setLimit: (customerId: number, currency: string, creditLimit: string | null, token: string) =>
      t.call<CashAccountView>('main', 'setCreditLimit', { customerId, currency, creditLimit }, token),
  };
}

/**
 * The ledger's invariants over every account: the accounts whose balance is not the sum of their entries, and the
 * entries whose balance-after is not the running sum of their account's entries up to them.
 */
export async function ledgerDisagreements(t: TestApp): Promise<{ accounts: unknown[]; entries: unknown[] }> {
  const { db } = t.database;
  const accounts = await executeRows(db, sql`
    select a.customer_id, a.currency, a.balance::text, coalesce(sum(e.amount), 0)::text as entries
    from cash_accounts a left join ledger_entries e on e.customer_id = a.customer_id and e.currency = a.currency
    group by a.customer_id, a.currency, a.balance having a.balance <> coalesce(sum(e.amount), 0)`);
  const entries = await executeRows(db, sql`
    select id, balance_after::text, running::text from (
      select id, balance_after, sum(amount) over (partition by customer_id, currency order by id) as running from ledger_entries
    ) walked where balance_after <> running`);
  return { accounts, entries };
}

/** The audit log rows of one account (entity cashAccount, id "customer/currency"), newest first. */
export function accountAuditRows(t: TestApp, customerId: number, currency: string) {
  return t.database.db.select().from(auditLog)
    .where(and(eq(auditLog.entity, 'cashAccount'), eq(auditLog.entityId, `${customerId}/${currency}`))).orderBy(desc(auditLog.id));
}

/** Exact money in tests: decimal text to cents and back ("-1234.05"). */
export const cents = (text: string) => BigInt(text.replace('.', ''));
export const money = (value: bigint) => `${value < 0n ? '-' : ''}${(value < 0n ? -value : value) / 100n}.${String((value < 0n ? -value : value) % 100n).padStart(2, '0')}`;

/** The footer a list of accounts must show: its sums per currency, added up exactly in cents. */
export function sumsOf(rows: CashAccountView[]): AccountList['footer'] {
  const totals = new Map<string, [bigint, bigint]>();
  for (const row of rows) {
    const [balance, reserved] = totals.get(row.currency) ?? [0n, 0n];
    totals.set(row.currency, [balance + cents(row.balance), reserved + cents(row.reserved)]);
  }
  return [...totals].sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, [balance, reserved]]) => ({ currency, balance: money(balance), reserved: money(reserved), available: money(balance - reserved) }));
}
