import { RESULT_CODES } from '@parcelflow/contract';
import type { Db } from '../../db/client.ts';
import { creditRefusals, lockAccounts, type CreditDemand } from '../ledger/index.ts';
import type { AuditVerdict } from './audit-plan.ts';

/**
 * Credit control of an import's automatic audit: a passed order whose price its customer's available balance does
 * not cover (60001), or that takes a billed customer past its credit limit (60002), fails the audit as an order
 * without a number does, with the shortfall in its reason; it keeps the waybill number drawn for it, for its later
 * audit. The file's orders take each account's money in the file's order (creditRefusals). The accounts stay
 * locked until the import commits, when settleOrders charges or reserves the passed orders.
 */
export async function holdUncovered(tx: Db, verdicts: readonly AuditVerdict[]): Promise<AuditVerdict[]> {
  const demands: CreditDemand[] = verdicts.flatMap((verdict) => {
    const { head } = verdict;
    if (!verdict.passed || !head.price?.currency || head.price.total === null) return [];
    const { currency, total } = head.price;
    return [{ orderId: head.id, orderNo: head.orderNo, customerId: head.customerId, currency, price: total, need: total }];
  });
  if (!demands.length) return [...verdicts];
  await lockAccounts(tx, demands);
  const refused = await creditRefusals(tx, demands);
  return verdicts.map((verdict) => {
    const refusal = refused.get(verdict.head.id);
    if (!refusal || !verdict.passed) return verdict;
    const cause = refusal.code === RESULT_CODES.insufficientBalance ? RESULT_CODES.insufficientBalance : RESULT_CODES.creditLimitExceeded;
    return { head: verdict.head, passed: false, cause, value: `${refusal.params.shortfall} ${refusal.params.currency}`, waybillNo: verdict.waybillNo };
  });
}
