import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { matchLanguage } from '@parcelflow/contract';
import { LANGUAGE_ENDONYMS } from './languageNames.ts';

type Props = { variant?: 'text' | 'outlined' };

// The menu's code (antd's Dropdown and Menu) is not needed to show the button: it loads when the switch first renders,
// the same button standing in until it arrives, so the login and tracking pages show without it. A hover or a click on
// the button before then opens the menu once it has.
const LanguageMenu = lazy(async () => ({ default: (await import('./LanguageMenu.tsx')).LanguageMenu }));

/** The language menu of the public pages (the shell's header shows LanguageMenu itself). */
export function LanguageSwitch({ variant = 'text' }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const current = matchLanguage(i18n.language);
  const standIn = (
    <Button
      type={variant === 'text' ? 'text' : 'default'}
      icon={<GlobalOutlined />}
      aria-label={t('language.label')}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onClick={() => setOpen(true)}
    >
      {current && LANGUAGE_ENDONYMS[current]}
    </Button>
  );
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu variant={variant} open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
