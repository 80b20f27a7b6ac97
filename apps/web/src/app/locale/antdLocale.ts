import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@parcelflow/contract';

// antd's texts (pagination, pickers, empty states) load with antd's screens, one language at a time.
const LOADERS: Record<Language, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  'en-US': () => import('antd/es/locale/en_US'),
};

const loaded: Partial<Record<Language, Locale>> = {};

export async function loadAntdLocale(language: Language): Promise<void> {
  loaded[language] ??= (await LOADERS[language]()).default;
}

/**
 * antd's texts in the interface language. The shell's language menu loads them before it switches; a language chosen
 * on a light public page loads them here, antd's English standing in for that moment.
 */
export function useAntdLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const language = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const [, setArrived] = useState<Language>();
  useEffect(() => {
    if (!loaded[language]) void loadAntdLocale(language).then(() => setArrived(language));
  }, [language]);
  return loaded[language];
}
