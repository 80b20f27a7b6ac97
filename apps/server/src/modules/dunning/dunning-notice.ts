import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@parcelflow/contract';
import type { Notice } from '../notify/index.ts';

/** What a reminder tells its recipient. */
export type ReminderFacts = { carrierCn: string; carrierEn: string; billNo: string; billDate: string; dueDate: string; openAmount: string; currency: string };

type Text = { subject: (facts: ReminderFacts) => string; body: (facts: ReminderFacts, carrier: string) => string };

/** The server writes these notices itself, so their texts live here rather than in the web's locales. */
const TEXTS: Record<Language, Text> = {
  'zh-CN': {
    subject: (facts) => `付款提醒：账单 ${facts.billNo}`,
    body: (facts, carrier) =>
      `${carrier}提醒您：账单 ${facts.billNo}（${facts.billDate}）尚有 ${facts.openAmount} ${facts.currency} 未付，已于 ${facts.dueDate} 到期，请尽快付款。如已付款，请忽略本消息。`,
  },
  'zh-TW': {
    subject: (facts) => `付款提醒：帳單 ${facts.billNo}`,
    body: (facts, carrier) =>
      `${carrier}提醒您：帳單 ${facts.billNo}（${facts.billDate}）尚有 ${facts.openAmount} ${facts.currency} 未付，已於 ${facts.dueDate} 到期，請盡快付款。如已付款，請忽略本訊息。`,
  },
  'en-US': {
    subject: (facts) => `Payment reminder: bill ${facts.billNo}`,
    body: (facts, carrier) =>
      `${carrier}: bill ${facts.billNo} of ${facts.billDate} still has ${facts.openAmount} ${facts.currency} open; it was due on ${facts.dueDate}. Please pay it soon. If you have paid already, ignore this message.`,
  },
};

/** A reminder's mail or SMS in the recipient's language (their login's), Simplified Chinese by default. */
export function composeReminderNotice(facts: ReminderFacts, recipient: Pick<Notice, 'channel' | 'recipient'>, language: string | null): Notice {
  const chosen = matchLanguage(language) ?? DEFAULT_LANGUAGE;
  const text = TEXTS[chosen];
  const carrier = chosen === 'en-US' && facts.carrierEn ? facts.carrierEn : facts.carrierCn;
  return { kind: 'dunning', ...recipient, subject: text.subject(facts), body: text.body(facts, carrier) };
}
