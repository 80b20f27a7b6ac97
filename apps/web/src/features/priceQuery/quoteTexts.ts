import type { TFunction } from 'i18next';
import { matchLanguage, plainRate, type ChannelQuote, type SurchargeLine } from '@parcelflow/contract';

/** No service to the destination is the channel-destination check's own refusal (101001): its hint says it. */
const NO_SERVICE_CODE = 101001;

/** The rules an order rule's refusal names ('<what>:<limit>', as the order form's checks answer them). */
const ORDER_RULE_LIMITS = ['pieces', 'pieceWeight', 'declaredValue', 'declaredCurrency', 'country'] as const;

/** Why a channel is not offered, in words; the detail (a weight limit, an order rule and its limit) filled in. */
export function refusalText(t: TFunction, refusal: NonNullable<ChannelQuote['refusal']>): string {
  if (refusal.reason === 'noService') return t(`hint.${refusal.resultCode ?? NO_SERVICE_CODE}`);
  if (refusal.reason === 'orderRule') {
    const [what = '', limit = ''] = (refusal.detail ?? '').split(':');
    const rule = ORDER_RULE_LIMITS.find((known) => known === what) ?? 'country';
    return t(`priceQuery.refusal.rule.${rule}`, { limit: plainRate(limit) });
  }
  return t(`priceQuery.refusal.${refusal.reason}`, { detail: refusal.detail ?? '' });
}

/** "3–5 days", "4 days" when both ends agree or only one is known; empty when the card states none. */
export function transitText(t: TFunction, min: number | null, max: number | null): string {
  if (min === null && max === null) return '';
  if (min === null || max === null || min === max) return t('priceQuery.result.transitDay', { days: min ?? max });
  return t('priceQuery.result.transitDays', { min, max });
}

/** A channel's or carrier's name in the interface language: the English one in English, the Chinese one otherwise. */
export function nameIn(language: string, nameCn: string, nameEn: string): string {
  return matchLanguage(language) === 'en-US' && nameEn ? nameEn : nameCn || nameEn;
}

/** A surcharge's name (the rate card screens' own words); a goods-type surcharge names its goods type too. */
export function surchargeName(t: TFunction, line: SurchargeLine, goodsTypeName: (code: string) => string): string {
  const name = t(`rateCard.surchargeKind.${line.kind}`);
  return line.goodsType ? `${name} (${goodsTypeName(line.goodsType)})` : name;
}
