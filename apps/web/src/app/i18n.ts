import i18next, { type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, matchLanguage, type Language } from '@parcelflow/contract';
import { COMMON_NAMESPACES } from './i18nNamespaces.ts';

// Lazy: a language's files load when it is first used, each namespace when a page first shows it (i18nNamespaces.ts).
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

/** Loads every namespace of the active language, as every page but the login and tracking ones needs. */
export async function loadNamespaces(namespaces: readonly string[] = NAMESPACES): Promise<void> {
  await i18next.loadNamespaces([...namespaces]);
}

/** Loads every language's texts, for a screen that shows them side by side. */
export async function loadAllLanguages(): Promise<void> {
  // loadNamespaces adds every namespace to those each language loads before it returns.
  await Promise.all([loadNamespaces(), i18next.loadLanguages([...LANGUAGES])]);
}

const CHOSEN_LANGUAGE_KEY = 'parcelflow.language';

/** The language this device last chose, else the browser's. */
export function detectLanguage(): Language {
  return chosenLanguage() ?? browserLanguage();
}

/** The browser's language, else Simplified Chinese. */
export function browserLanguage(): Language {
  return [...(navigator.languages ?? []), navigator.language].map(matchLanguage).find(Boolean) ?? DEFAULT_LANGUAGE;
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

// The page language and the window title follow every switch; antd follows in AntdProviders, dates in dates.ts.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  document.title = i18next.t('common.appName');
});

// The app starts with the texts every page shows, and each page loads its own (lazyPage). Tests render pages without
// the router: they start with every namespace, and with the dates' language.
const TESTING = import.meta.env.MODE === 'test';

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
    ns: TESTING ? NAMESPACES : [...COMMON_NAMESPACES],
    defaultNS: 'common',
    // The namespace separator is "." like the key separator: i18next then reads `hint.10001` as namespace
    // "hint", key "10001" when "hint" is a known namespace, so keys read as the contract names them.
    nsSeparator: '.',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { bindI18nStore: 'added' },
  });
if (TESTING) await import('./dates.ts');

export { i18next as i18n };
