import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from './languageNames.ts';
import { useLanguageChoice } from './useChangeLanguage.ts';

type Props = { variant?: 'text' | 'outlined' };

/** The menu key of "follow the browser", which forgets the chosen language. */
const BROWSER = 'browser';

/** A globe button listing the three interface languages, each in its own script, and "follow the browser". */
export function LanguageSwitch({ variant = 'text' }: Props) {
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
    >
      <Button type={variant === 'text' ? 'text' : 'default'} icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {current && LANGUAGE_ENDONYMS[current]}
      </Button>
    </Dropdown>
  );
}
