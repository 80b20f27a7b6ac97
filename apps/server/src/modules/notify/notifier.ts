import type { CodePurpose } from './code-notice.ts';

/** A code's purpose, or a payment reminder of the dunning rules (docs/finance.md). */
export type NoticeKind = CodePurpose | 'dunning';

export type Notice = { kind: NoticeKind; channel: 'phone' | 'email'; recipient: string; subject: string; body: string };

/** A mail as the delivery loop hands it over; messageKey is the same on every attempt at one notice. */
export type Mail = { to: string; subject: string; text: string; messageKey: string };

/** A mail provider (createSmtpSender); send resolves once the server has accepted the mail. */
export type MailSender = { send: (mail: Mail) => Promise<void> };

/** An SMS provider's adapter (docs/notifier.md); send resolves once the provider has accepted the message. */
export type SmsSender = { send: (recipient: string, body: string) => Promise<void> };

/**
 * The providers notices leave by. A channel without one keeps its notices in the outbox, which is the default
 * for both: a local install reads its codes there and in the log.
 */
export type Notifier = { mail?: MailSender; sms?: SmsSender };

/** The channels this notifier can deliver. */
export function deliverableChannels(notifier: Notifier): Notice['channel'][] {
  return [...(notifier.mail ? ['email' as const] : []), ...(notifier.sms ? ['phone' as const] : [])];
}
