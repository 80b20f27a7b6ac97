import { RESULT_CODES } from '../errors.ts';
import type { Language } from '../languages.ts';

/**
 * Why an import's automatic audit fails an order: what audit pass would answer (no segment, used up, number taken,
 * the balance short of the price, the credit limit passed; {value}: the shortfall with its currency).
 */
export type AutoAuditCause = typeof RESULT_CODES.noNumberSegment | typeof RESULT_CODES.numberSegmentUsedUp | typeof RESULT_CODES.duplicateWaybill
  | typeof RESULT_CODES.insufficientBalance | typeof RESULT_CODES.creditLimitExceeded;

/** {code} is 20189, {cause} the cause's text, {causeCode} its code. */
const TEXTS: Record<Language, { reason: string; causes: Record<AutoAuditCause, string> }> = {
  'zh-CN': {
    reason: '自动审核未通过({code})：{cause}({causeCode})',
    causes: { 20164: '该渠道没有单号段', 20166: '该渠道的单号段已用完', 10003: '运单号{value}已被使用', 60001: '可用余额不足，差{value}', 60002: '超出信用额度{value}' },
  },
  'zh-TW': {
    reason: '自動審核未通過({code})：{cause}({causeCode})',
    causes: { 20164: '該渠道沒有單號段', 20166: '該渠道的單號段已用完', 10003: '運單號{value}已被使用', 60001: '可用餘額不足，差{value}', 60002: '超出信用額度{value}' },
  },
  'en-US': {
    reason: 'Automatic audit failed ({code}): {cause} ({causeCode})',
    causes: { 20164: 'the channel has no number segment', 20166: "the channel's number segments are used up", 10003: 'waybill number {value} is taken',
      60001: 'the available balance is {value} short', 60002: 'the credit limit would be passed by {value}' },
  },
};

/**
 * The audit fail reason an order keeps when an import's automatic audit fails it, naming 20189 and the cause's
 * code in the import's language: "自动审核未通过(20189)：该渠道没有单号段(20164)". Stored as a clerk's typed
 * reason is, so the list, the history and an export show it alike.
 */
export function autoAuditFailReason(cause: AutoAuditCause, language: Language, value = ''): string {
  const texts = TEXTS[language];
  const params: Record<string, string> = { code: String(RESULT_CODES.autoAuditFailed), cause: texts.causes[cause].replace('{value}', () => value), causeCode: String(cause) };
  // One pass, so a value never has its own braces read as a placeholder.
  return texts.reason.replace(/\{(\w+)\}/g, (_, key: string) => params[key] ?? '');
}
