import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import i18next, { type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';

// Lazy: a language's files load when it is first used (vite.config.ts bundles each language into one chunk).
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default' });

const namespaceOf = (path: string) => /locales\/[^/]+\/([^/]+)\.json$/.exec(path)?.[1];

/** The shipped texts of every language loaded so far (src/locales/{language}/{namespace}.json), keyed by language then namespace. */
export const resources: Resource = {};
export const NAMESPACES = [...new Set(Object.keys(files).map(namespaceOf).filter((namespace) => namespace !== undefined))];

async function loadShippedTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = files[`../locales/${language}/${namespace}.json`];
  if (!load) throw new Error(`no texts for ${language}/${namespace}`);
  const texts = await load();
  resources[language] = { ...resources[language], [namespace]: texts };
  // A copy: i18next writes runtime overrides into its store, and `resources` stays the shipped texts.
  return structuredClone(texts);
}

/** Loads every language's texts, for a screen that shows them side by side. */
export async function loadAllLanguages(): Promise<void> {
  await i18next.loadLanguages([...LANGUAGES]);
}

const CHOSEN_LANGUAGE_KEY = 'parcelflow.language';

/** The language this device last chose, else the browser's, else Simplified Chinese. */
export function detectLanguage(): Language {
  const chosen = chosenLanguage();
  const browser = [...(navigator.languages ?? []), navigator.language].map(matchLanguage).find(Boolean);
  return chosen ?? browser ?? DEFAULT_LANGUAGE;
}

export function currentLanguage(): Language {
  return matchLanguage(i18next.language) ?? DEFAULT_LANGUAGE;
}

/** The language this device chose, if any; without one the interface follows the browser. */
export function chosenLanguage(): Language | undefined {
  return matchLanguage(localStorage.getItem(CHOSEN_LANGUAGE_KEY));
}

/** Forgets this device's choice and takes the browser's language again. */
export async function followBrowserLanguage(): Promise<void> {
  localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
  const language = detectLanguage();
  if (language !== i18next.language) await i18next.changeLanguage(language);
}

/** Switches the interface language and remembers it on this device for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  if (language !== i18next.language) await i18next.changeLanguage(language);
}

dayjs.extend(localizedFormat);
const DAYJS_LOCALES: Record<Language, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en' };

// The page language, dates and the window title follow every switch; antd follows in LocaleProvider.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  dayjs.locale(DAYJS_LOCALES[matchLanguage(language) ?? DEFAULT_LANGUAGE]);
  document.title = i18next.t('common.appName');
});

// Awaited, so the first render already has the active language's texts.
await i18next
  .use(initReactI18next)
  .use(resourcesToBackend(loadShippedTexts))
  .init({
    lng: detectLanguage(),
    // No fallback language: the locales test keeps every key in all three, and a fallback would download a second one.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    load: 'currentOnly',
    ns: NAMESPACES,
    defaultNS: 'common',
    // The namespace separator is "." like the key separator: i18next then reads `hint.10001` as namespace
    // "hint", key "10001" when "hint" is a known namespace, so keys read as the contract names them.
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added' },
  });

export { i18next as i18n };
