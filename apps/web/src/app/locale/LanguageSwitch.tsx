import { useEffect, useState, type ComponentType } from 'react';
import { Button } from 'antd';
import type { DropdownProps } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from './languageNames.ts';
import { useLanguageChoice } from './useChangeLanguage.ts';

type Props = { variant?: 'text' | 'outlined' };

/** The menu key of "follow the browser", which forgets the chosen language. */
const BROWSER = 'browser';

// The menu's code (antd's Dropdown and Menu) is not needed to show the button: it starts loading with this module and
// arrives just after the page renders, so the login and tracking pages show without it. A hover or a click on the
// button before it arrives opens the menu once it has.
let Dropdown: ComponentType<DropdownProps> | undefined;
const dropdownLoaded = import('antd/es/dropdown').then((module) => {
  Dropdown = module.default;
});

function useDropdown(): ComponentType<DropdownProps> | undefined {
  const [, setLoaded] = useState(Boolean(Dropdown));
  useEffect(() => {
    if (!Dropdown) void dropdownLoaded.then(() => setLoaded(true));
  }, []);
  return Dropdown;
}

/** A globe button listing the three interface languages, each in its own script, and "follow the browser". */
export function LanguageSwitch({ variant = 'text' }: Props) {
  const { t, i18n } = useTranslation();
  const { chosen, choose } = useLanguageChoice();
  const LoadedDropdown = useDropdown();
  const [open, setOpen] = useState(false);
  const current = matchLanguage(i18n.language);
  const items = [
    ...LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_ENDONYMS[language] })),
    { type: 'divider' as const },
    { key: BROWSER, label: t('language.followBrowser') },
  ];
  const button = (
    <Button
      type={variant === 'text' ? 'text' : 'default'}
      icon={<GlobalOutlined />}
      aria-label={t('language.label')}
      {...(LoadedDropdown ? {} : { onMouseEnter: () => setOpen(true), onMouseLeave: () => setOpen(false), onClick: () => setOpen(true) })}
    >
      {current && LANGUAGE_ENDONYMS[current]}
    </Button>
  );
  if (!LoadedDropdown) return button;
  return (
    <LoadedDropdown
      menu={{ items, selectable: true, selectedKeys: [chosen ?? BROWSER], onClick: ({ key }) => void choose(key === BROWSER ? null : (key as Language)) }}
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
    >
      {button}
    </LoadedDropdown>
  );
}
