import type { CashAccountView } from '@parcelflow/contract';

/** The carrier keeping an account, named in the page's language: its English name on English pages, else the Chinese. */
export function carrierNameIn(account: Pick<CashAccountView, 'carrierName' | 'carrierNameEn'>, language: string): string {
  return language === 'en-US' && account.carrierNameEn ? account.carrierNameEn : account.carrierName;
}
