import type { TFunction } from 'i18next';
import { ORDER_STATUSES, type OrderStatus } from '@parcelflow/contract';

export const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** An order status reads in the user's language; a free event code is shown as it was entered. */
export function eventStatusLabel(t: TFunction, status: string): string {
  return isOrderStatus(status) ? t(`tracking.status.${status}`) : status;
}
