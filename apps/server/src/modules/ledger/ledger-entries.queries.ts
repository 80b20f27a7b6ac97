import { and, desc, eq, sql } from 'drizzle-orm';
import type { Currency, LedgerEntryKind } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../account/index.ts';
import { orders } from '../order/index.ts';
import { ledgerEntries } from './ledger.table.ts';

export type EntryPageQuery = { customerId: number; currency: Currency; kind?: LedgerEntryKind; pageSize: number; currentPage: number };

/** The later reversal of an entry, found through the unique index on reverses_entry_id. */
const reversedBy = sql<number | null>`(select r.id from ledger_entries r where r.reverses_entry_id = ${ledgerEntries.id})`.mapWith(Number);

/**
 * The number of the recharge an entry credited, read from the recharge module's table by its name: that module sits
 * above the ledger, which imports nothing of it.
 */
const rechargeNo = sql<string | null>`(select r.recharge_no from recharges r where r.id = ${ledgerEntries.rechargeId})`;

/**
 * A page of one account's entries, newest first (walking ledger_entries_account_idx backwards, so the newest 50 cost
 * the same among a million entries), and how many the account holds: its kept entry count, counted only for a kind.
 */
export async function listEntryPage(db: Db, query: EntryPageQuery, entryCount: number) {
  const where = and(
    eq(ledgerEntries.customerId, query.customerId),
    eq(ledgerEntries.currency, query.currency),
    query.kind ? eq(ledgerEntries.kind, query.kind) : undefined,
  );
  const [list, total] = await Promise.all([
    db.select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      amount: sql<string>`${ledgerEntries.amount}::text`,
      balanceAfter: sql<string>`${ledgerEntries.balanceAfter}::text`,
      orderId: ledgerEntries.orderId,
      orderNo: orders.orderNo,
      rechargeId: ledgerEntries.rechargeId,
      rechargeNo,
      reversesEntryId: ledgerEntries.reversesEntryId,
      reversedByEntryId: reversedBy,
      reason: ledgerEntries.reason,
      createdByName: users.displayName,
    }).from(ledgerEntries)
      .leftJoin(orders, eq(orders.id, ledgerEntries.orderId))
      .leftJoin(users, eq(users.id, ledgerEntries.createdBy))
      .where(where).orderBy(desc(ledgerEntries.id))
      .limit(query.pageSize).offset(query.pageSize * (query.currentPage - 1)),
    query.kind ? db.select({ total: sql<number>`count(*)::int` }).from(ledgerEntries).where(where).then(([row]) => row.total) : entryCount,
  ]);
  return { list, total };
}
