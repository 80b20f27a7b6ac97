/** Interface languages: Simplified Chinese (default), Traditional Chinese and English. */
export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** Picks the supported language closest to a browser tag such as "en-GB" or "zh-HK". */
export function matchLanguage(tag: string | undefined | null): Language | undefined {
  if (!tag) return undefined;
  const lower = tag.toLowerCase();
  if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'zh-TW';
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return undefined;
}
