import type { TFunction } from 'i18next';
import { matchLanguage, type ChannelQuote, type SurchargeLine } from '@parcelflow/contract';

/** No service to the destination is the channel-destination check's own refusal (101001): its hint says it. */
const NO_SERVICE_CODE = 101001;

/** Why a channel is not offered, in words; the detail (a weight limit, an order rule's words) filled in. */
export function refusalText(t: TFunction, refusal: NonNullable<ChannelQuote['refusal']>): string {
  if (refusal.reason === 'noService') return t(`hint.${refusal.resultCode ?? NO_SERVICE_CODE}`);
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
