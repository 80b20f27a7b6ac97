import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';
import { callCommand } from '../envelope.ts';
import { chosenLanguage, followBrowserLanguage, switchLanguage } from '../i18n.ts';
import { Button } from '../plain/Button.tsx';
import { readSession } from '../session.ts';
import { LANGUAGE_ENDONYMS } from './languageNames.ts';
import './languageSwitch.css';

/** How long the pointer may leave the button and menu before the menu closes, as antd's dropdown waits. */
const CLOSE_DELAY_MS = 150;

/**
 * The globe button of the public pages, listing the three interface languages each in its own script and "follow
 * the browser". Plain React, so the login and tracking pages load no antd for it (the shell's header has LanguageMenu).
 * It opens on hover or click like antd's dropdown, and from the keyboard with the arrows.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  // This device's choice lives in local storage, which React does not watch: a choice re-reads it.
  const [chosen, setChosen] = useState(chosenLanguage);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const current = matchLanguage(i18n.language);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);
  useEffect(() => () => clearTimeout(closing.current), []);

  const show = () => {
    clearTimeout(closing.current);
    setOpen(true);
  };
  const hideSoon = () => {
    closing.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const moveFocus = (step: number) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    all[(at + step + all.length) % all.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) setOpen(true);
      // The menu renders on open: its items take focus on the next frame.
      requestAnimationFrame(() => moveFocus(event.key === 'ArrowDown' ? 1 : -1));
    }
  };
  const choose = async (choice: Language | null) => {
    setOpen(false);
    button.current?.focus();
    await (choice ? switchLanguage(choice) : followBrowserLanguage());
    setChosen(chosenLanguage());
    // A signed-in user's choice is their account's, as in the shell's header.
    if (readSession()) await callCommand('uc', 'saveUserPreference', { language: choice }).catch(() => undefined);
  };
  const item = (choice: Language | null, label: string) => (
    <li role="none" key={choice ?? 'browser'}>
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={chosen === (choice ?? undefined) ? 'pf-language-item pf-language-item-selected' : 'pf-language-item'}
        aria-current={chosen === (choice ?? undefined) || undefined}
        onClick={() => void choose(choice)}
      >
        {label}
      </button>
    </li>
  );

  return (
    <div className="pf-language-switch" ref={root} onMouseEnter={show} onMouseLeave={hideSoon} onKeyDown={onKeyDown}>
      <Button ref={button} variant="text" icon={GlobalOutlined} aria-label={t('language.label')} aria-haspopup="menu" aria-expanded={open} onClick={show}>
        {current && LANGUAGE_ENDONYMS[current]}
      </Button>
      {open && (
        <div className="pf-language-menu-holder">
          <ul role="menu" aria-label={t('language.label')} className="pf-language-menu">
            {LANGUAGES.map((language) => item(language, LANGUAGE_ENDONYMS[language]))}
            <li role="separator" className="pf-language-divider" />
            {item(null, t('language.followBrowser'))}
          </ul>
        </div>
      )}
    </div>
  );
}
