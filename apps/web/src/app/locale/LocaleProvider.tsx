import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, matchLanguage, type Language } from '@parcelflow/contract';
import { theme } from './theme.ts';

const ANTD_LOCALES: Record<Language, Locale> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/** antd's own texts (pagination, pickers, empty states) in the interface language, plus the theme. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
