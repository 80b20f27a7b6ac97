import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from './languageNames.ts';
import { useLanguageChoice } from './useChangeLanguage.ts';

type Props = { variant?: 'text' | 'outlined' };

/** The menu key of "follow the browser", which forgets the chosen language. */
const BROWSER = 'browser';

// The menu's code (antd's Dropdown and Menu) is not needed to show the button: it loads when the switch first renders,
// the button alone standing in until it arrives, so the login and tracking pages show without it. A hover or a click
// on the button before then opens the menu once it has.
const Dropdown = lazy(() => import('antd/es/dropdown'));

/** A globe button listing the three interface languages, each in its own script, and "follow the browser". */
export function LanguageSwitch({ variant = 'text' }: Props) {
  const { t, i18n } = useTranslation();
  const { chosen, choose } = useLanguageChoice();
  const [open, setOpen] = useState(false);
  const current = matchLanguage(i18n.language);
  const items = [
    ...LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_ENDONYMS[language] })),
    { type: 'divider' as const },
    { key: BROWSER, label: t('language.followBrowser') },
  ];
  const buttonProps = { type: variant === 'text' ? ('text' as const) : ('default' as const), icon: <GlobalOutlined />, 'aria-label': t('language.label') };
  const label = current && LANGUAGE_ENDONYMS[current];
  const standIn = (
    <Button {...buttonProps} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onClick={() => setOpen(true)}>
      {label}
    </Button>
  );
  return (
    <Suspense fallback={standIn}>
      <Dropdown
        menu={{ items, selectable: true, selectedKeys: [chosen ?? BROWSER], onClick: ({ key }) => void choose(key === BROWSER ? null : (key as Language)) }}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
      >
        <Button {...buttonProps}>{label}</Button>
      </Dropdown>
    </Suspense>
  );
}
