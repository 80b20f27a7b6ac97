import type { ResultCode } from '@parcelflow/contract';

type CustomerState = { deletedAt: Date | null; status: string; enabled: boolean };

/**
 * Why a customer may neither log in nor order (entities-rules.md 6, codes 10039 to 10041), or null.
 * Suspended reads as "not enabled" (docs/decisions.md).
 */
export function customerRefusal(customer: CustomerState): Extract<ResultCode, 10039 | 10040 | 10041> | null {
  if (customer.deletedAt) return 10040;
  if (customer.status === 'stopped') return 10039;
  if (!customer.enabled || customer.status !== 'normal') return 10041;
  return null;
}
