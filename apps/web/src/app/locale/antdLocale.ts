import type { Locale } from 'antd/es/locale';
import type { Language } from '@parcelflow/contract';

// antd's texts (pagination, pickers, empty states) load with the language's own (i18n.ts), one language at a time.
const LOADERS: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  'en-US': () => import('antd/es/locale/en_US'),
};

const loaded: Partial<Record<Language, Locale>> = {};

export async function loadAntdLocale(language: Language): Promise<void> {
  loaded[language] ??= (await LOADERS[language]()).default;
}

/** antd's texts in a language, once loaded (before i18next switches to it). */
export function antdLocaleOf(language: Language): Locale | undefined {
  return loaded[language];
}
