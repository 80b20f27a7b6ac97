import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from './languageNames.ts';
import { useChangeLanguage } from './useChangeLanguage.ts';

type Props = { variant?: 'text' | 'outlined' };

/** A globe button listing the three interface languages, each in its own script. */
export function LanguageSwitch({ variant = 'text' }: Props) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = matchLanguage(i18n.language);
  const items = LANGUAGES.map((language) => ({ key: language, label: LANGUAGE_ENDONYMS[language] }));
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: current ? [current] : [], onClick: ({ key }) => void changeLanguage(key as Language) }}
      placement="bottomRight"
    >
      <Button type={variant === 'text' ? 'text' : 'default'} icon={<GlobalOutlined />} aria-label={t('language.label')}>
        {current && LANGUAGE_ENDONYMS[current]}
      </Button>
    </Dropdown>
  );
}
