import { CommandError } from '@parcelflow/contract';
import type { Caller } from '../../envelope/command.ts';

/**
 * Settlement figures are the carrier's own: a cargo owner or a customer's login is refused (10021) whatever its
 * position or group holds.
 */
export function assertCarrierStaff(caller: Pick<Caller, 'companyKind' | 'customerId'>): void {
  if (caller.companyKind !== 'carrier' || caller.customerId !== null) throw new CommandError(10021);
}
