import { and, eq } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { Db } from '../../db/client.ts';
import { findUniqueViolation } from '../../db/unique-violation.ts';
import { auditLog, fieldChanges, type Tx } from '../auditLog/index.ts';
import { creditRecharge } from './recharge.credit.ts';
import { recharges, type RechargeRow } from './recharge.table.ts';
import type { PaymentCallback } from './payment-provider.ts';

/** What the callback route answers the provider: an HTTP status and its JSON body. */
export type CallbackOutcome = { http: 200 | 400 | 404 | 409; body: Record<string, string | number | null> };

const settled = (row: Pick<RechargeRow, 'rechargeNo' | 'status' | 'entryId'>): CallbackOutcome =>
  ({ http: 200, body: { rechargeNo: row.rechargeNo, status: row.status, entryId: row.entryId } });
const mismatch = (field: 'amount' | 'currency'): CallbackOutcome => ({ http: 400, body: { field, reason: 'mismatch' } });

/**
 * Settles a verified callback in one transaction: a paid one credits the pending recharge it names once. The same
 * callback again (provider and reference already on a recharge) answers what the first did, changing nothing.
 */
export async function settleCallback(db: Db, providerKey: string, callback: PaymentCallback, ip: string): Promise<CallbackOutcome> {
  const settle = () => db.transaction((tx) => settleIn(tx, providerKey, callback, ip));
  try {
    return await settle();
  } catch (error) {
    // The same callback on two connections at once: the second, refused by a unique index, now finds the first's.
    const index = findUniqueViolation(error);
    if (index === 'recharges_provider_reference_key' || index === 'ledger_entries_recharge_key') return settle();
    throw error;
  }
}

async function settleIn(tx: Tx, providerKey: string, callback: PaymentCallback, ip: string): Promise<CallbackOutcome> {
  const [paid] = await tx.select().from(recharges)
    .where(and(eq(recharges.provider, providerKey), eq(recharges.providerReference, callback.providerReference)));
  if (paid) return paid.rechargeNo === callback.rechargeNo ? settled(paid) : { http: 409, body: { field: 'providerReference', reason: 'duplicate' } };
  const [row] = await tx.select().from(recharges).where(eq(recharges.rechargeNo, callback.rechargeNo)).for('update');
  if (!row) return { http: 404, body: { field: 'rechargeNo', reason: 'notFound' } };
  // Locked after another transaction settled it with this very callback: a replay.
  if (row.provider === providerKey && row.providerReference === callback.providerReference) return settled(row);
  if (row.status !== 'pending') return { http: 409, body: { field: 'rechargeNo', status: row.status } };
  if (row.currency !== callback.currency) return mismatch('currency');
  if (!new Decimal(row.amount).equals(callback.amount)) return mismatch('amount');
  // A failed payment leaves the recharge waiting: the customer may pay again.
  if (callback.status === 'failed') return settled(row);
  const by = { provider: providerKey, providerReference: callback.providerReference };
  const { entryId } = await creditRecharge(tx, row, by);
  // No user made this change: the log names the provider.
  await tx.insert(auditLog).values({
    companyId: row.companyId, userId: null, userNo: `pay:${providerKey}`, entity: 'recharge', entityId: String(row.id), entityLabel: row.rechargeNo,
    action: 'update', changes: fieldChanges({ status: row.status }, { status: 'confirmed', entryId, ...by }), ip,
  });
  return settled({ rechargeNo: row.rechargeNo, status: 'confirmed', entryId });
}
