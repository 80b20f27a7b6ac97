export * from './notify.table.ts';
export { startNoticeDelivery, type DeliveryOptions } from './notice-delivery.ts';
export type { Notice, Notifier } from './notifier.ts';
export { announceNotice, queueNotice } from './outbox.ts';
export { createNotifier, type MailOptions } from './smtp-sender.ts';
export { checkCode, consumeCode, issueCode } from './verification-code.ts';
