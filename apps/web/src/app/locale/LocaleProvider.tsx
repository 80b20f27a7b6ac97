import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, matchLanguage } from '@parcelflow/contract';
import { antdLocaleOf } from './antdLocale.ts';
import { theme } from './theme.ts';

/** antd's own texts (pagination, pickers, empty states) in the interface language, plus the theme. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language = matchLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <ConfigProvider locale={antdLocaleOf(language)} theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
