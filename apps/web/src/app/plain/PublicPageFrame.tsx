import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../locale/LanguageSwitch.tsx';
import { Logo } from '../Logo.tsx';
import './plain.css';

/** The frame of a light public page (public tracking, public prices): the logo and the language switch above its content. */
export function PublicPageFrame({ contentClassName, children }: { contentClassName?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="pf-public-page pf-plain">
      <header className="pf-public-header">
        <span className="pf-public-brand">
          <Logo size={28} />
          <span>{t('common.appName')}</span>
        </span>
        <LanguageSwitch />
      </header>
      <main className={contentClassName ? `pf-public-content ${contentClassName}` : 'pf-public-content'}>{children}</main>
    </div>
  );
}
