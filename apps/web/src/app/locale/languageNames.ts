import type { Language } from '@parcelflow/contract';

/** Each language named in itself, as switchers show them, so a reader finds their own whatever is shown. */
export const LANGUAGE_ENDONYMS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
};
