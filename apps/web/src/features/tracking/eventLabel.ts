import type { TFunction } from 'i18next';
import { ORDER_STATUSES, type OrderStatus, type TrackingEventText } from '@parcelflow/contract';

export const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

/** An order status reads in the user's language; a free event code is shown as it was entered. */
export function eventStatusLabel(t: TFunction, status: string): string {
  return isOrderStatus(status) ? t(`tracking.status.${status}`) : status;
}

/** What happened, in the user's language: a system event's code worded with its reason as typed; a clerk's text as typed. */
export function eventText(t: TFunction, event: TrackingEventText): string {
  if (!event.code) return event.description;
  const text = t(`tracking.eventText.${event.code}`);
  return event.params.reason ? t('tracking.eventText.withReason', { event: text, reason: event.params.reason }) : text;
}
