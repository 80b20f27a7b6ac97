import type { TFunction } from 'i18next';
import { USER_SOURCE_TYPES } from '@parcelflow/contract';

/** userSourceType 1 is an ordinary user; any other value a carrier-side (transport-management) user. */
export function userTypeLabel(t: TFunction, userSourceType: number): string {
  return t(userSourceType === USER_SOURCE_TYPES.ordinary ? 'userType.ordinary' : 'userType.carrier');
}
