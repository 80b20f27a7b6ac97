import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { currentLanguage } from '../i18n.ts';
import { loadAntdLocale, useAntdLocale } from './antdLocale.ts';
import { theme } from './theme.ts';

// The first render of an antd screen already speaks the interface language.
await loadAntdLocale(currentLanguage());

/**
 * antd's theme and own texts (pagination, pickers, empty states) in the interface language, and App's context for
 * messages and dialogs: around the back-office and the antd public pages (backOfficeRoutes.tsx), and the login's
 * identity choice. The light public pages load without it.
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={useAntdLocale()} theme={theme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
