import nodemailer from 'nodemailer';
import type { MailSender, Notifier } from './notifier.ts';

/** Mail settings (main.ts: SMTP_URL and MAIL_FROM). Without smtpUrl no mail leaves: notices stay in the outbox. */
export type MailOptions = { smtpUrl?: string; from?: string };

/** Well under the delivery loop's send timeout, so a stuck server fails the attempt rather than outliving its claim. */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/** The notifier of these settings: mail by SMTP when smtpUrl is set, else none. */
export function createNotifier(mail: MailOptions = {}): Notifier {
  if (!mail.smtpUrl) return {};
  // The messages never repeat the URL: it may hold the SMTP password.
  if (!/^smtps?:\/\//i.test(mail.smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (!mail.from) throw new Error('MAIL_FROM is required when SMTP_URL is set');
  return { mail: createSmtpSender(mail.smtpUrl, mail.from) };
}

/**
 * Sends through the SMTP server of smtpUrl (smtp://user:pass@host:587 upgrades with STARTTLS when offered,
 * smtps:// is TLS from the start), from `from` ("Parcelflow <no-reply@example.com>" or a bare address).
 */
export function createSmtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS }, { from });
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'parcelflow.invalid';
  return {
    async send(mail) {
      await transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, messageId: `<${mail.messageKey}@${domain}>` });
    },
  };
}
