import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { postEntry } from '../ledger/index.ts';
import { recharges, type RechargeRow } from './recharge.table.ts';

export type Credited = { entryId: number; balance: string };
/** Who confirmed the payment: a cashier, or a provider's callback naming its own reference of it. */
export type CreditedBy = { userId: number } | { provider: string; providerReference: string };

/**
 * Credits a pending recharge, locked by the caller, in the caller's transaction: its ledger entry (kind recharge, the
 * unique index ledger_entries_recharge_key refusing a second one) and the recharge marked confirmed.
 */
export async function creditRecharge(tx: Db, row: RechargeRow, by: CreditedBy): Promise<Credited> {
  const userId = 'userId' in by ? by.userId : null;
  const posted = await postEntry(tx, {
    companyId: row.companyId, customerId: row.customerId, currency: row.currency, kind: 'recharge', amount: row.amount, rechargeId: row.id, createdBy: userId,
  });
  await tx.update(recharges)
    .set({ status: 'confirmed', handledBy: userId, handledAt: sql`now()`, entryId: posted.id, ...('provider' in by ? by : {}) })
    .where(eq(recharges.id, row.id));
  return { entryId: posted.id, balance: posted.balanceAfter };
}
