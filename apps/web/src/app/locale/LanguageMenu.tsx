import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from './languageNames.ts';
import { useLanguageChoice } from './useChangeLanguage.ts';

type Props = {
  variant?: 'text' | 'outlined';
  /** Given, the menu opens and closes as told (LanguageSwitch's stand-in hands on a hover from before it loaded). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The menu key of "follow the browser", which forgets the chosen language. */
const BROWSER = 'browser';

/**
 * A globe button listing the three interface languages, each in its own script, and "follow the browser". The shell's
 * header shows it as is; the public pages through LanguageSwitch, which loads it after the page.
 */
export function LanguageMenu({ variant = 'text', open, onOpenChange }: Props) {
  const { t, i18n } = useTranslation();
  const { chosen, choose } = useLanguageChoice();
  const current = matchLanguage(i18n.language);
  const items = [
    ...LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_ENDONYMS[language] })),
    { type: 'divider' as const },
    { key: BROWSER, label: t('language.followBrowser') },
  ];
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [chosen ?? BROWSER], onClick: ({ key }) => void choose(key === BROWSER ? null : (key as Language)) }}
      placement="bottomRight"
      open={open}
      onOpenChange={onOpenChange}
    >
      <Button type={variant === 'text' ? 'text' : 'default'} icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {current && LANGUAGE_ENDONYMS[current]}
      </Button>
    </Dropdown>
  );
}
